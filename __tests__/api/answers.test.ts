import { describe, expect, it } from '@jest/globals'
import {
  errorMessages,
  excerpt,
  isHtml,
  isLoginPage,
  readLog,
  readPublishEnd,
  readPublished,
  readPublishedNames,
  saysNothingPublished,
  readServerLog,
  saysAccountLocked,
  serverMessage
} from '../../src/api/answers.js'

describe('readPublishEnd', () => {
  it.each([
    ['true', 'completed'],
    ['false', 'running'],
    [' TRUE\r\n', 'completed'],
    ['\ufefffalse', 'running'],
    ['"true"', 'completed'],
    ['{}', 'running'],
    ['{"isCompleted":false}', 'running'],
    ['{"isCompleted":true}', 'completed'],
    ['{"ISCOMPLETED":"true"}', 'completed'],
    ['{"isFailed":true,"log":"boom"}', 'failed'],
    ['{"isCompleted":true,"isFailed":true}', 'failed'],
    ['{"isCompleted":true,"isFailed":false,"log":[]}', 'completed'],
    ['{"log":[{"logType":"information","message":"Compiling"}]}', 'running']
  ])('reads %s as %s', (text, state) => {
    expect(readPublishEnd(text)?.state).toBe(state)
  })

  it.each([
    '',
    'maybe',
    '<html>Bad gateway</html>',
    '{"message":"An error has occurred.","exceptionMessage":"x"}',
    '[]',
    '1',
    'null',
    '{"isCompleted":'
  ])('does not recognise %j', text => {
    expect(readPublishEnd(text)).toBeUndefined()
  })

  it('splits a string log of a failed publish into error entries, one per non-empty line', () => {
    expect(
      readPublishEnd('{"isFailed":true,"log":"line one\\r\\n\\n  line two  \\rthree"}')
    ).toEqual({
      state: 'failed',
      log: [
        { logType: 'error', message: 'line one' },
        { logType: 'error', message: 'line two' },
        { logType: 'error', message: 'three' }
      ]
    })
  })

  it('keeps a string log of a running publish as information', () => {
    expect(readPublishEnd('{"log":"Validating"}')?.log).toEqual([
      { logType: 'information', message: 'Validating' }
    ])
  })

  it('reads an entry log in any key case', () => {
    const text = JSON.stringify({
      IsCompleted: true,
      LOG: [
        { TimeStamp: '2024-01-01T10:00:00', LogType: 'warning', Message: 'Obsolete' },
        { timestamp: '2024-01-01T10:00:01', logType: 'information', message: 'Done' }
      ]
    })
    expect(readPublishEnd(text)).toEqual({
      state: 'completed',
      log: [
        { timestamp: '2024-01-01T10:00:00', logType: 'warning', message: 'Obsolete' },
        { timestamp: '2024-01-01T10:00:01', logType: 'information', message: 'Done' }
      ]
    })
  })
})

describe('readLog', () => {
  it('gives every entry a type and a message', () => {
    expect(
      readLog(
        [null, 'plain text', 42, { message: 'no type' }, { logType: '', message: { a: 1 } }],
        'information'
      )
    ).toEqual([
      { logType: 'information', message: 'plain text' },
      { logType: 'information', message: '42' },
      { logType: 'information', message: 'no type' },
      { logType: 'information', message: '{"a":1}' }
    ])
  })

  it('reads a single entry object', () => {
    expect(readLog({ logType: 'error', message: 'x' }, 'information')).toEqual([
      { logType: 'error', message: 'x' }
    ])
  })
})

describe('readServerLog and errorMessages', () => {
  it('finds error entries in any letter case', () => {
    const log = readServerLog(
      '{"Log":[{"logType":"Error","message":"Bad name"},{"logType":"warning","message":"w"},{"logType":"ERROR","message":"Second"}]}'
    )
    expect(errorMessages(log)).toEqual(['Bad name', 'Second'])
  })

  it.each(['', 'OK', '<html/>', 'true', '{}', '{"log":null}', '"text"'])(
    'gives no entries for %j',
    text => {
      expect(readServerLog(text)).toEqual([])
    }
  )

  it('reads a top-level array of entries', () => {
    expect(errorMessages(readServerLog('[{"logType":"error","message":"x"}]'))).toEqual(['x'])
  })
})

describe('readPublishedNames', () => {
  it.each([
    ['[]', []],
    ['["A","B"]', ['A', 'B']],
    ['[{"name":"A"},{"NAME":"B"}]', ['A', 'B']],
    ['{"projects":[{"name":"A"}]}', ['A']],
    ['{"Projects":["A"," B ","A",""]}', ['A', 'B']],
    ['{"projects":null}', []]
  ])('reads %s', (text, names) => {
    expect(readPublishedNames(text)).toEqual(names)
  })

  it.each(['', 'A,B', '{}', '{"names":["A"]}', '[1,2]', '[{"title":"A"}]', 'null', '"A"'])(
    'does not recognise %j',
    text => {
      expect(readPublishedNames(text)).toBeUndefined()
    }
  )
})

describe('readPublished', () => {
  const NOTHING = 'The system does not contain published projects'

  it.each([
    ['a projects list', '{"projects":[{"name":"A"}],"items":[],"log":[]}', ['A']],
    [
      'a projects list in other key case',
      '{"Projects":[{"Name":"A"},{"NAME":"B"}],"Log":[]}',
      ['A', 'B']
    ],
    ['an empty projects list', '{"projects":[],"log":[]}', []],
    ['a bare list of names', '["A"]', ['A']]
  ])('reads %s', (_what, text, names) => {
    expect(readPublished(text)).toEqual({ form: 'projects', names })
  })

  it('reads the "nothing published" answer of a new instance as nothing published', () => {
    const text = JSON.stringify({ log: [{ logType: 'information', message: NOTHING }] })
    expect(readPublished(text)).toEqual({ form: 'nothing-published', message: NOTHING })
    const other = JSON.stringify({ Log: [{ LogType: 'Information', Message: NOTHING }] })
    expect(readPublished(other)).toEqual({ form: 'nothing-published', message: NOTHING })
    expect(readPublished(JSON.stringify({ log: NOTHING }))).toEqual({
      form: 'nothing-published',
      message: NOTHING
    })
  })

  it('reads an error entry as an in-band failure, even beside a list', () => {
    const text = JSON.stringify({
      projects: [{ name: 'A' }],
      log: [
        { logType: 'information', message: 'x' },
        { logType: 'Error', message: 'Access denied' }
      ]
    })
    expect(readPublished(text)).toEqual({ form: 'error', messages: ['Access denied'] })
  })

  it.each([
    ['an empty object', '{}'],
    ['an empty log', '{"log":[]}'],
    ['an unrelated information entry', '{"log":[{"logType":"information","message":"Done"}]}'],
    ['other fields', '{"items":[]}'],
    ['a number', '42'],
    ['plain text', 'OK'],
    ['no body', '']
  ])('reads %s as malformed', (_what, text) => {
    expect(readPublished(text)).toEqual({ form: 'malformed' })
  })

  it('says "nothing published" only for the words real instances write', () => {
    expect(saysNothingPublished('The system does not contain published projects')).toBe(true)
    expect(saysNothingPublished(' the system does not contain PUBLISHED projects\r\n')).toBe(true)
    // Close wordings no instance is known to write: a guess never leaves projects out.
    expect(saysNothingPublished('No published projects')).toBe(false)
    expect(saysNothingPublished('The system does not contain published projects: A, B')).toBe(false)
    expect(saysNothingPublished('Published projects: 3')).toBe(false)
    expect(saysNothingPublished('The project was not unpublished')).toBe(false)
    expect(saysNothingPublished('Nothing to do')).toBe(false)
  })
})

describe('page and message detection', () => {
  it('tells HTML from API answers', () => {
    expect(isHtml('text/html; charset=utf-8', '')).toBe(true)
    expect(isHtml(undefined, '  <!DOCTYPE html><html>')).toBe(true)
    expect(isHtml(undefined, '<HTML lang="en">')).toBe(true)
    expect(isHtml('application/json', '{"a":"<html>"}')).toBe(false)
    expect(isHtml(undefined, 'true')).toBe(false)
  })

  it('recognises the login page, not any HTML page', () => {
    const login =
      '<html><head><title>Sign In</title></head><body><input id="txtUser"/><input type="password"/></body></html>'
    expect(isLoginPage('text/html', login)).toBe(true)
    expect(isLoginPage(undefined, '<html><form action="/Frames/Login.aspx"></form></html>')).toBe(
      true
    )
    expect(isLoginPage('text/html', '<html><title>502 Bad Gateway</title></html>')).toBe(false)
    expect(isLoginPage('application/json', '{"message":"login required"}')).toBe(false)
  })

  it.each([
    ['Your account is locked out.', true],
    ['The user account is disabled', true],
    ['User has been deactivated', true],
    ['API Login Limit', false],
    ['Invalid credentials', false]
  ])('saysAccountLocked(%j) is %s', (text, expected) => {
    expect(saysAccountLocked(text)).toBe(expected)
  })
})

describe('serverMessage and excerpt', () => {
  it.each([
    [
      '{"message":"An error has occurred.","exceptionMessage":"Object reference"}',
      'Object reference'
    ],
    ['{"Message":"Only message"}', 'Only message'],
    ['{"error":{"message":"Nested"}}', 'Nested'],
    ['{"log":[{"logType":"error","message":"A"},{"logType":"error","message":"B"}]}', 'A B'],
    ['"quoted text"', 'quoted text'],
    [
      '<html><head><title>502 - Web server received an invalid response</title></head></html>',
      '502 - Web server received an invalid response'
    ],
    [
      '<html><body><h1>Service</h1>\n<p>Unavailable &amp; down</p><script>x()</script></body></html>',
      'Service Unavailable & down'
    ],
    ['plain\r\n  text', 'plain text'],
    ['', '']
  ])('reads %j', (text, message) => {
    expect(serverMessage(text)).toBe(message)
  })

  it('cuts to one line of the given length', () => {
    const long = `${'word '.repeat(100)}\nnext line`
    const cut = excerpt(long, 50)
    expect(cut).toHaveLength(50)
    expect(cut.endsWith('...')).toBe(true)
    expect(cut).not.toMatch(/\n/)
    expect(serverMessage(long)).toHaveLength(200)
  })
})

describe('reading a hostile page in linear time', () => {
  // Each page made a backtracking expression scan the rest of the page from every `<`: minutes
  // for these few MB. Read by scanning, they take milliseconds (no timing asserted: a
  // backtracking reader makes this test hit jest's timeout).
  const pages = [
    '<html>' + '<title'.repeat(500_000),
    '<html><body>' + '<'.repeat(3_000_000),
    '<html><body>' + '<script'.repeat(400_000),
    '<!DOCTYPE html><title>' + ' '.repeat(3_000_000) + 'x'
  ]
  it.each(pages.map((page, index) => [index, page]))('page %i', (_index, page) => {
    expect(serverMessage(page as string).length).toBeLessThanOrEqual(200)
    expect(isLoginPage('text/html', page as string)).toBe(false)
  })
})
