// The inventory and the plan (docs/fleet.md): one matrix per ring, ready for
// strategy.matrix: ${{ fromJSON(needs.plan.outputs.ring-N) }}, and a malformed file named at its
// line and field before anything is sent.
import { describe, expect, it } from '@jest/globals'
import { parseInventory } from '../../src/fleet/inventory.js'
import { checkMatrixSizes, planFleet, planOutputs } from '../../src/fleet/plan.js'

const INVENTORY = `# Clients of Acme
instances:
  - name: staging
    url: https://staging.example.com/AcumaticaERP
    environment: acme-staging
    ring: 0
  - name: contoso
    url-variable: ACUMATICA_URL
    environment: client-contoso
    ring: 1
    tenant: "010"
    window: Mon-Fri 22:00-05:00 America/Chicago
  - name: fabrikam
    url: https://erp.fabrikam.example/AcumaticaERP
    environment: client-fabrikam
    ring: 1
    projects:
      - AcmeCore=customization/core
      - AcmeExtra=customization/extra@20
  - name: northwind
    url: https://nw.example/ERP
    environment: client-northwind
    ring: 2
`

/** The error a text gives, as the user reads it. */
function errorOf(text: string, rules = {}): string {
  try {
    parseInventory(text, 'acumatica-instances.yml', rules)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('the plan', () => {
  it('one matrix per ring, each entry with the same keys, instances in their ring in file order', () => {
    const inventory = parseInventory(INVENTORY, 'acumatica-instances.yml', {
      requireEnvironment: true
    })
    const plan = planFleet(inventory, 'AcmeCore=customization/core')
    expect(plan.rings).toEqual([0, 1, 2])
    const outputs = planOutputs(plan)
    expect(Object.keys(outputs).sort()).toEqual(['ring-0', 'ring-1', 'ring-2', 'rings'])
    expect(JSON.parse(outputs.rings)).toEqual([0, 1, 2])
    const ring1 = JSON.parse(outputs['ring-1']) as { include: Record<string, unknown>[] }
    expect(ring1).toEqual({
      include: [
        {
          name: 'contoso',
          url: '',
          'url-variable': 'ACUMATICA_URL',
          environment: 'client-contoso',
          ring: 1,
          // Text as written: the failsafe schema keeps the leading zero.
          tenant: '010',
          // The plan's projects for an instance that names none.
          projects: 'AcmeCore=customization/core',
          window: 'Mon-Fri 22:00-05:00 America/Chicago'
        },
        {
          name: 'fabrikam',
          url: 'https://erp.fabrikam.example/AcumaticaERP',
          'url-variable': '',
          environment: 'client-fabrikam',
          ring: 1,
          tenant: '',
          projects: 'AcmeCore=customization/core\nAcmeExtra=customization/extra@20',
          window: ''
        }
      ]
    })
    expect(
      (JSON.parse(outputs['ring-0']) as { include: { name: string }[] }).include.map(e => e.name)
    ).toEqual(['staging'])
    expect(
      (JSON.parse(outputs['ring-2']) as { include: { name: string }[] }).include.map(e => e.name)
    ).toEqual(['northwind'])
  })

  it('takes a bare list too, and ring 0 when an instance gives none', () => {
    const inventory = parseInventory(
      '- name: a\n  url: https://a.example/ERP\n- name: b\n  url: https://b.example/ERP\n',
      'i.yml'
    )
    expect(planFleet(inventory).rings).toEqual([0])
    expect(inventory.instances.map(i => [i.name, i.ring, i.passwordEnv])).toEqual([
      ['a', 0, 'ACUMATICA_PASSWORD'],
      ['b', 0, 'ACUMATICA_PASSWORD']
    ])
  })

  it('refuses a ring of more than 256 instances (a matrix runs at most 256 jobs)', () => {
    const many = Array.from(
      { length: 257 },
      (_, i) => `- name: i${i}\n  url: https://i${i}.example/ERP\n`
    ).join('')
    const plan = planFleet(parseInventory(many, 'big.yml'))
    // The command line's fleet has no such bound: only the workflow's plan checks it.
    expect(plan.matrices.get(0)?.include).toHaveLength(257)
    expect(() => checkMatrixSizes(plan, 'big.yml')).toThrow(
      /ring 0 holds 257 instances, and a matrix runs at most 256 jobs/
    )
  })
})

describe('a malformed inventory names the line and the field', () => {
  it.each([
    [
      'a ring that is no number',
      INVENTORY.replace('ring: 2', 'ring: two'),
      /line 23: instance northwind: ring must be a whole number, 0 for the first ring, got "two"/
    ],
    [
      'an unknown field',
      INVENTORY.replace('    tenant: "010"', '    tennant: "010"'),
      /line 11: unknown field "tennant"/
    ],
    [
      'no url nor url-variable',
      INVENTORY.replace('    url: https://nw.example/ERP\n', ''),
      /line 20: instance northwind: give url .* or url-variable/
    ],
    [
      'both url and url-variable',
      INVENTORY.replace(
        '    url-variable: ACUMATICA_URL',
        '    url-variable: ACUMATICA_URL\n    url: https://c.example'
      ),
      /line 8: instance contoso: give url/
    ],
    [
      'a url that is none',
      INVENTORY.replace('https://nw.example/ERP', 'nw.example/ERP'),
      /line 21: instance northwind: url "nw.example\/ERP" is not a URL/
    ],
    [
      'a name used twice',
      INVENTORY.replace('name: northwind', 'name: Contoso'),
      /line 20: name "Contoso" is used twice \(first on line 7\)/
    ],
    [
      'a name with a slash',
      INVENTORY.replace('name: northwind', 'name: north/wind'),
      /line 20: name "north\/wind" must be letters, digits/
    ],
    [
      'a window that is none',
      INVENTORY.replace('Mon-Fri 22:00-05:00 America/Chicago', 'Mon-Fri 22:00-05:00 Mars/Olympus'),
      /line 12: instance contoso: window/
    ],
    [
      'a gap between rings',
      INVENTORY.replace('ring: 2', 'ring: 3'),
      /line 20: instance northwind: ring 3, and no instance is in ring 2/
    ],
    [
      'a list as the name',
      INVENTORY.replace('name: northwind', 'name: [a, b]'),
      /line 20: name must be one value/
    ],
    [
      'broken YAML',
      INVENTORY.replace('    ring: 1\n    tenant', '    ring: 1\n   tenant'),
      /line \d+: is not valid YAML/
    ],
    ['no list at all', 'instances: 3\n', /line 1: must be a list of instances/],
    ['another top-level key', 'rings:\n  - 0\n', /line 1: unknown key "rings"/],
    ['an empty list', 'instances: []\n', /lists no instance/],
    [
      'a projects line without a path',
      INVENTORY.replace('AcmeExtra=customization/extra@20', 'AcmeExtra='),
      /line 19: instance fabrikam: projects line "AcmeExtra=" must be/
    ]
  ])('%s', (_, text, expected) => {
    const message = errorOf(text)
    expect(message).toMatch(/^Input 'inventory' \(acumatica-instances\.yml\) line \d+: /)
    expect(message).toMatch(expected)
  })

  it("the workflow's plan needs each instance's environment; the command line does not", () => {
    const text = INVENTORY.replace('    environment: client-northwind\n', '')
    expect(errorOf(text, { requireEnvironment: true })).toMatch(
      /line 20: instance northwind: no environment/
    )
    expect(parseInventory(text, 'i.yml').instances[3].environment).toBe('')
  })
})
