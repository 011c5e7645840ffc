import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The form kit's rule of eslint.config.js, on the real config: a few lines linted as if they were files of
// the app. Every form goes through src/components/form; nothing else may open a second way.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const KIT = 'forms are built with the form kit';

async function kitMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('forms outside the kit (eslint.config.js)', () => {
  // The first lint loads the config and typescript-eslint's parser (seconds on a busy machine).
  beforeAll(() => kitMessages('src/features/home/fixture.tsx', ''), 60_000);

  it('a bare <form> in a feature is reported', async () => {
    const found = await kitMessages(
      'src/features/home/fixture.tsx',
      'export const Sneaky = () => <form onSubmit={() => undefined}><button>Go</button></form>;\n',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(KIT);
  });

  it("react-hook-form's useForm or FormProvider, or a resolver, outside the kit is reported", async () => {
    const found = await kitMessages(
      'src/features/profile/fixture.ts',
      [
        "import { useForm, FormProvider, useWatch } from 'react-hook-form';",
        "import { zodResolver } from '@hookform/resolvers/zod';",
        'export { useForm, FormProvider, useWatch, zodResolver };',
      ].join('\n'),
    );
    expect(found).toHaveLength(3);
    for (const message of found) expect(message).toContain(KIT);
  });

  it('a form built with the kit, and the kit itself, are fine', async () => {
    const withKit = await kitMessages(
      'src/features/home/fixture.tsx',
      [
        "import { useWatch } from 'react-hook-form';",
        "import { KitForm, FormSubmit, useKitForm } from '@/components/form';",
        'export { useWatch, KitForm, FormSubmit, useKitForm };',
        'export const Fine = ({ kit }: { kit: never }) => <KitForm kit={kit}><FormSubmit>Go</FormSubmit></KitForm>;',
      ].join('\n'),
    );
    expect(withKit).toEqual([]);
    const kit = await kitMessages(
      'src/components/form/fixture.tsx',
      "import { useForm } from 'react-hook-form';\nexport { useForm };\nexport const F = () => <form />;\n",
    );
    expect(kit).toEqual([]);
  });
});
