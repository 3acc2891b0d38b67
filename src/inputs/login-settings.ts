// The inputs every action of this repository logs in with: base-url, username, password,
// tenant, branch, locale, request-timeout, first-answer-timeout, login-attempts, login-retry-delay.
import type { LoginCredentials } from '../api/types.js'
import { InputError, type InputReader } from './input-error.js'
import { MAX_TIMER_SECONDS, readNumber } from './values.js'

export interface LoginSettings {
  /** Instance address without a trailing `/`. */
  baseUrl: string
  /** Host (and port) of the instance, for names and the summary. */
  host: string
  credentials: LoginCredentials
  requestTimeoutSeconds: number
  /** How long the run waits for the instance's first answer (an idle instance starting). */
  firstAnswerTimeoutSeconds?: number
  loginAttempts: number
  loginRetryDelaySeconds: number
}

export function readLoginSettings(input: InputReader): LoginSettings {
  const { baseUrl, host } = parseBaseUrl(
    required(
      input,
      'base-url',
      'set it to the instance address, e.g. https://erp.example.com/AcumaticaERP'
    )
  )
  const name = required(input, 'username', 'set it to a user with the Customizer role')
  const password = input('password')
  if (password === '') {
    // The workflow usually passes a secret already: what is missing is the secret's value.
    throw new InputError(
      'password',
      "is empty: the secret the workflow passes is not set where this job can read it (an environment's secrets reach only a job with that environment:, runs from forks get none). Check the secret's name and where it is defined, e.g. password: ${{ secrets.ACUMATICA_PASSWORD }}."
    )
  }
  const credentials: LoginCredentials = { name, password }
  for (const field of ['tenant', 'branch', 'locale'] as const) {
    const value = input(field)
    if (value !== '') credentials[field] = value
  }
  return {
    baseUrl,
    host,
    credentials,
    requestTimeoutSeconds: readNumber(input, 'request-timeout', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 300
    }),
    firstAnswerTimeoutSeconds: readFirstAnswerTimeout(input),
    ...readLoginRetry(input)
  }
}

export const TIMER_LIMIT = 'a timer holds at most 24.8 days'

/** first-answer-timeout, for the steps that talk to an instance without a login too (build). */
export function readFirstAnswerTimeout(input: InputReader): number {
  return readNumber(input, 'first-answer-timeout', {
    min: 0,
    exclusiveMin: true,
    max: MAX_TIMER_SECONDS,
    why: TIMER_LIMIT,
    fallback: 300
  })
}

/** poll-interval, as the deploy and the verify command read it (seconds, 10 by default). */
export function readPollInterval(input: InputReader): number {
  return readNumber(input, 'poll-interval', {
    min: 0,
    exclusiveMin: true,
    max: MAX_TIMER_SECONDS,
    why: TIMER_LIMIT,
    fallback: 10
  })
}

/** The waits between login attempts grow to delay × attempts: that must fit a timer too. */
function readLoginRetry(input: InputReader): {
  loginAttempts: number
  loginRetryDelaySeconds: number
} {
  const loginAttempts = readNumber(input, 'login-attempts', { integer: true, min: 1, fallback: 5 })
  const loginRetryDelaySeconds = readNumber(input, 'login-retry-delay', { min: 0, fallback: 15 })
  if (loginRetryDelaySeconds * loginAttempts > MAX_TIMER_SECONDS) {
    throw new InputError(
      'login-retry-delay',
      `("${loginRetryDelaySeconds}") is too long: the last wait, login-retry-delay × login-attempts (${loginAttempts}), must be at most ${MAX_TIMER_SECONDS} s (${TIMER_LIMIT}).`
    )
  }
  return { loginAttempts, loginRetryDelaySeconds }
}

function required(input: InputReader, name: string, what: string): string {
  const value = input(name)
  if (value === '') throw new InputError(name, `is required: ${what}.`)
  return value
}

/** base-url when given (build reads it without a login), checked as every command checks it. */
export function readBaseUrl(input: InputReader): { baseUrl: string; host: string } | undefined {
  const raw = input('base-url').trim()
  return raw === '' ? undefined : parseBaseUrl(raw)
}

/** base-url checked as every command checks it. */
function parseBaseUrl(raw: string): { baseUrl: string; host: string } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(
      'base-url',
      `("${raw}") is not a valid URL: give the instance address with its scheme, e.g. https://erp.example.com/AcumaticaERP.`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      'base-url',
      `("${raw}") must start with https:// (or http:// for an instance inside your network).`
    )
  }
  if (url.username || url.password) {
    throw new InputError(
      'base-url',
      'must not carry a user name or password: use the username and password inputs.'
    )
  }
  if (url.search || url.hash) {
    throw new InputError(
      'base-url',
      `("${raw}") must not have a query or fragment: give only the instance address.`
    )
  }
  const baseUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  return { baseUrl, host: url.host }
}

/** The inputs a login reads: all `published` takes, and where `verify`'s flags start. */
export const LOGIN_INPUTS = [
  'base-url',
  'username',
  'tenant',
  'branch',
  'locale',
  'request-timeout',
  'first-answer-timeout',
  'login-attempts',
  'login-retry-delay'
]
