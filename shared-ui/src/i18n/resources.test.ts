// The two languages stay complete (issue 10): a key in one language only, or
// an empty sentence, fails here before a user meets an untranslated word.
import { en } from './resources/en';
import { id } from './resources/id';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as "a.b.c", with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const english = leaves(en);
const indonesian = leaves(id);

it('has the same keys in English and in Bahasa Indonesia', () => {
  const onlyEnglish = [...english.keys()].filter((key) => !indonesian.has(key));
  const onlyIndonesian = [...indonesian.keys()].filter((key) => !english.has(key));
  expect({ onlyEnglish, onlyIndonesian }).toEqual({ onlyEnglish: [], onlyIndonesian: [] });
});

it('has no empty English sentence', () => {
  expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
});

it('has no empty Indonesian sentence', () => {
  expect([...indonesian].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const differing = [...english].filter(([key, text]) => {
    const other = indonesian.get(key);
    return other !== undefined && placeholders(text).join() !== placeholders(other).join();
  });
  expect(differing.map(([key]) => key)).toEqual([]);
});

it('has no key with the separators i18next reads inside keys', () => {
  // "." nests and ":" names a namespace: a value used as a key (apiValue.*) must hold neither.
  const bad = [...english.keys()].filter((key) => key.split('.').some((part) => part.includes(':')));
  expect(bad).toEqual([]);
});
