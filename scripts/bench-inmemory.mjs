// The in-memory way of the benchmark, in its own process so that its memory is its own:
// fs.readFile -> toString('base64') -> JSON.stringify -> one request. Prints one JSON line:
// {uploadMs, maxRssKiB, status} or {error}. Usage: node bench-inmemory.mjs <zip> <base-url> <cookie>
import { readFile } from 'node:fs/promises'
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'

const [zipPath, baseUrl, cookie] = process.argv.slice(2)

function post(url, body, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, res => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const started = performance.now()
try {
  const base64 = (await readFile(zipPath)).toString('base64')
  const body = JSON.stringify({
    projectName: 'BenchProject',
    projectDescription: '',
    projectLevel: 0,
    isReplaceIfExists: true,
    projectContentBase64: base64
  })
  const status = await post(`${baseUrl}/CustomizationApi/Import`, body, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    cookie
  })
  const uploadMs = performance.now() - started
  console.log(JSON.stringify({ uploadMs, status, maxRssKiB: process.resourceUsage().maxRSS }))
} catch (error) {
  console.log(JSON.stringify({ error: error.message, maxRssKiB: process.resourceUsage().maxRSS }))
}
