// What a person reads when a call fails (issue 10), in either language.
import { describeError } from './errors';
import { translatePlain, type Language, type TranslateFn } from './plain';

class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

const say = (error: unknown, language: Language) => {
  const t: TranslateFn = (key, vars) => translatePlain(key, vars, language);
  return describeError(error, t, language);
};

it('turns a refused field into a sentence naming the field as people call it', () => {
  const error = new ApiError(400, 'body/username must NOT have fewer than 1 characters', [
    { field: 'body/username', message: 'must NOT have fewer than 1 characters' },
  ]);
  expect(say(error, 'en')).toBe('Please enter the user name.');
  expect(say(error, 'id')).toBe('Silakan isi nama pengguna.');
});

it('says each refused filter of a query in words', () => {
  const error = new ApiError(400, 'querystring/start must be a date YYYY-MM-DD', [
    { field: 'querystring/start', message: 'must be a date YYYY-MM-DD' },
    { field: 'querystring/variants', message: 'is not a parameter of this request' },
  ]);
  expect(say(error, 'en')).toBe('The start date is not valid. The value cannot be sent here.');
  expect(say(error, 'en')).not.toMatch(/querystring/);
});

it('translates the sentences of the API it knows', () => {
  const error = new ApiError(401, 'Invalid user name or password.');
  expect(say(error, 'en')).toBe('Invalid user name or password.');
  expect(say(error, 'id')).toBe('Nama pengguna atau kata sandi salah.');
});

it('keeps the API\u2019s other sentences in English and says what the status means in Indonesian', () => {
  const error = new ApiError(429, 'Too many failed sign-ins. Try again after 10:15 (in 15 minutes).');
  expect(say(error, 'en')).toBe('Too many failed sign-ins. Try again after 10:15 (in 15 minutes).');
  expect(say(error, 'id')).toBe('Terlalu banyak percobaan. Silakan tunggu sebentar lalu coba lagi.');
});

it('says when the server cannot be reached or is too slow', () => {
  const network = Object.assign(new Error('fetch failed'), { name: 'NetworkError' });
  const timeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
  expect(say(network, 'en')).toBe('The server cannot be reached. Check your connection and try again.');
  expect(say(timeout, 'id')).toBe('Server terlalu lama menjawab. Silakan coba lagi.');
});
