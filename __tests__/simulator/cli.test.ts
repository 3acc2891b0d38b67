// `npm run simulator`: starts, prints what a run needs, serves, and stops on Ctrl-C (SIGINT).
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseInventory } from '../../src/fleet/inventory.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('simulator CLI', () => {
  it('prints the URL, credentials and artifact env, answers a login, and exits 0 on SIGINT', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'simulator/cli.ts', '--port', '0', '--user', 'ci', '--password', 'ci-pw'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      for (let i = 0; i < 200 && !out.includes('Ctrl-C stops'); i++) {
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      const url = /Customization API simulator: (\S+)/.exec(out)?.[1]
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/AcumaticaERP$/)
      expect(out).toMatch(/ACTIONS_RUNTIME_TOKEN=ey/)
      expect(out).toMatch(/ACTIONS_RESULTS_URL=http:\/\/127\.0\.0\.1:\d+\//)
      const login = await fetch(`${url}/entity/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'ci', password: 'ci-pw' })
      })
      expect(login.status).toBe(204)
      for (let i = 0; i < 40 && !out.includes('/entity/auth/login -> 204'); i++) {
        await new Promise(resolve => setTimeout(resolve, 25))
      }
      expect(out).toContain('POST /entity/auth/login -> 204')
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
  })

  it('--published and --build: a rehearsal source with its own build and published set', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'simulator/cli.ts',
        '--port',
        '0',
        '--no-artifacts',
        '--quiet',
        '--build',
        '24.110.0030',
        '--published',
        'SamplePriority',
        '--published',
        'AcmeCore'
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      for (let i = 0; i < 200 && !out.includes('Ctrl-C stops'); i++) {
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      const url = /Customization API simulator: (\S+)/.exec(out)?.[1]
      const entity = (await (await fetch(`${url}/entity`)).json()) as {
        version: { acumaticaBuildVersion: string }
      }
      expect(entity.version.acumaticaBuildVersion).toBe('24.110.0030')
      const login = await fetch(`${url}/entity/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'admin', password: 'admin-password' })
      })
      expect(login.status).toBe(204)
      const cookie = login.headers
        .getSetCookie()
        .map(c => c.split(';')[0])
        .join('; ')
      const published = await fetch(`${url}/CustomizationApi/getPublished`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: '{}'
      })
      const body = (await published.json()) as { projects: { name: string }[] }
      expect(body.projects.map(p => p.name)).toEqual(['SamplePriority', 'AcmeCore'])
      await fetch(`${url}/entity/auth/logout`, { method: 'POST', headers: { Cookie: cookie } })
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
  })

  it('--instances 3: three instances, each its own port, build and published set, and their inventory', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'simulator/cli.ts', '--instances', '3', '--no-artifacts', '--quiet'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      for (let i = 0; i < 200 && !out.includes('Ctrl-C stops'); i++) {
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      const inventory = parseInventory(/^instances:\n(?: .*\n)+/m.exec(out)?.[0] ?? '', 'printed')
      expect(inventory.instances.map(i => [i.name, i.ring])).toEqual([
        ['client-01', 0],
        ['client-02', 1],
        ['client-03', 1]
      ])
      const urls = inventory.instances.map(i => i.url)
      expect(new Set(urls.map(url => new URL(url).port)).size).toBe(3)
      const seen: Array<[string, string[]]> = []
      for (const url of urls) {
        const index = (await (await fetch(`${url}/entity`)).json()) as {
          version: { acumaticaBuildVersion: string }
        }
        const login = await fetch(`${url}/entity/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'admin', password: 'admin-password' })
        })
        const cookie = (login.headers.getSetCookie() ?? []).map(c => c.split(';')[0]).join('; ')
        const published = (await (
          await fetch(`${url}/CustomizationApi/getPublished`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: '{}'
          })
        ).json()) as { projects: Array<{ name: string }> }
        seen.push([index.version.acumaticaBuildVersion, published.projects.map(p => p.name)])
      }
      expect(seen).toEqual([
        ['24.210.0016', ['Vendor01Tools']],
        ['24.211.0017', ['Vendor02Tools']],
        ['24.212.0018', ['Vendor03Tools']]
      ])
      expect(out).toContain('fleet deploy --inventory acumatica-instances.yml')
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
  })

  it('refuses a --publish-error form it does not know, naming the forms', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'simulator/cli.ts', '--publish-error', 'compile-typo'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    const code = await new Promise<number | null>(resolve => child.on('exit', c => resolve(c)))
    expect(code).toBe(2)
    expect(err).toContain('--publish-error must be one of compile, compile-codedom, compile-bare')
    expect(err).toMatch(/--publish-error <form>/)
  })

  it('refuses an unknown option with exit code 2 and the usage', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', '--bogus'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    const code = await new Promise<number | null>(resolve => child.on('exit', c => resolve(c)))
    expect(code).toBe(2)
    expect(err).toMatch(/Unknown option '--bogus'/)
    expect(err).toMatch(/Usage: npm run simulator/)
  })
})
