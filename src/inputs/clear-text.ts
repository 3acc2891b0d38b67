// base-url with http:// sends the password as it is typed: fine on the runner itself or inside a
// private network, worth a warning anywhere else. A host name counts by the addresses it
// resolves to (all of them private, or it is warned about).
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10]
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10]
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6')
}

// A name lookup that hangs must not hold the step: past this the host counts as public.
const LOOKUP_MS = 3000

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPrivateAddress(mapped)
  const family = isIP(address)
  if (family === 0) return false
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** The warning for base-url, or undefined when the password does not travel in clear. */
export async function clearTextWarning(baseUrl: string): Promise<string | undefined> {
  const url = new URL(baseUrl)
  if (url.protocol !== 'http:') return undefined
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (await isPrivateHost(host)) return undefined
  return `base-url is ${url.origin} (http://): the password travels in clear to a host outside the runner and the private networks. Use https://, or reach the instance through a private network.`
}

async function isPrivateHost(host: string): Promise<boolean> {
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host)) return isPrivateAddress(host)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<[]>(resolve => {
    timer = setTimeout(() => resolve([]), LOOKUP_MS)
  })
  try {
    const addresses = await Promise.race([lookup(host, { all: true }), timeout])
    return addresses.length > 0 && addresses.every(entry => isPrivateAddress(entry.address))
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
