import { PGlite } from '@electric-sql/pglite';
async function main() {
  let t = Date.now();
  const a = new PGlite('memory://'); await a.waitReady; console.log('fresh', Date.now() - t);
  t = Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now() - t, (dump as Blob).size);
  t = Date.now(); const b = await PGlite.create({ loadDataDir: dump }); console.log('load', Date.now() - t);
  t = Date.now(); const c = new PGlite('memory://'); await c.waitReady; console.log('fresh2', Date.now() - t);
}
main();
