import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { canRender, formatCapabilities, fullCapabilities, parseCapabilities, validateBlock, type WireBlock } from '../../contracts/sdui';
import type { TravelWorld } from '../support/world';
import { blocksOf, fetchScreen, localeOf, screenNamed } from '../support/tasks/screens';

Given('a client that can draw only {string}', function (this: TravelWorld, capabilities: string) {
  this.capabilities = capabilities;
});

Given('a client that can draw every block except {string}', function (this: TravelWorld, excluded: string) {
  const [type, v] = excluded.split('@');
  const caps = [...fullCapabilities()].map(
    ([t, versions]) => [t, [...versions].filter((version) => !(t === type && version === Number(v)))] as const,
  );
  this.capabilities = formatCapabilities(caps);
});

Given('a client that does not say what it can draw', function (this: TravelWorld) {
  this.capabilities = undefined;
});

When('it asks for the landing screen', async function (this: TravelWorld) {
  await fetchScreen(this, 'landing', { locale: 'en', name: 'full' });
  await fetchScreen(this, 'landing', { locale: 'en', capabilities: this.capabilities, name: 'received' });
});

When('a client asks for the landing screen in {word}', async function (this: TravelWorld, language: string) {
  await fetchScreen(this, 'landing', { locale: localeOf(language), name: 'received' });
});

When('a client asks for the landing screen without naming a language', async function (this: TravelWorld) {
  await fetchScreen(this, 'landing', { name: 'received' });
});

const clientCaps = (world: TravelWorld) => parseCapabilities(world.capabilities) ?? fullCapabilities();

Then('every block it receives is one it can draw', function (this: TravelWorld) {
  const caps = clientCaps(this);
  const received = blocksOf(screenNamed(this, 'received'));
  assert.ok(received.length > 0, 'the client received an empty screen');
  for (const block of received) {
    assert.ok(canRender(caps, block.type, block.v), `the client received ${block.type}@${block.v}, which it cannot draw`);
    const checked = validateBlock(block);
    assert.ok(checked.ok, `block ${block.id} is invalid: ${checked.ok ? '' : checked.message}`);
  }
});

Then('each block it cannot draw came as its declared fallback or was left out', function (this: TravelWorld) {
  const caps = clientCaps(this);
  const full = blocksOf(screenNamed(this, 'full'));
  const received = new Map(blocksOf(screenNamed(this, 'received')).map((block) => [block.id, block]));
  let replaced = 0;
  for (const block of full) {
    let drawn: WireBlock | undefined = block;
    while (drawn && !canRender(caps, drawn.type, drawn.v)) drawn = drawn.fallback;
    if (drawn === undefined) {
      assert.ok(!received.has(block.id), `${block.id} (${block.type}) was sent though neither it nor a fallback can be drawn`);
      continue;
    }
    if (drawn !== block) replaced += 1;
    const got = received.get(drawn.id);
    assert.ok(got, `${block.id} should have come as ${drawn === block ? 'itself' : `its fallback ${drawn.id}`}`);
    assert.equal(`${got.type}@${got.v}`, `${drawn.type}@${drawn.v}`, `${drawn.id} came as the wrong block`);
  }
  assert.ok(replaced > 0, 'no block of the landing screen declares a fallback this client can draw');
});

Then('every block it receives belongs to protocol 1 and is valid', function (this: TravelWorld) {
  const check = (block: WireBlock) => {
    const checked = validateBlock(block);
    assert.ok(checked.ok, `${block.id} (${block.type}@${block.v}): ${checked.ok ? '' : checked.message}`);
    if (block.fallback) check(block.fallback);
  };
  blocksOf(screenNamed(this, 'received')).forEach(check);
});

Then('the screen says it is in {word}', function (this: TravelWorld, language: string) {
  assert.equal(screenNamed(this, 'received').meta.locale, localeOf(language));
});
