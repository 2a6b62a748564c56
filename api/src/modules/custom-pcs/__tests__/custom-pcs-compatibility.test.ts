import { startTestApi, type TestClient, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  owner = await signUpAndSignIn(server, 'builder@example.com');
});
afterAll(() => server.close());

const CHECK = 'compatibility { problems { rule severity message } estimatedWattage } variants { partId }';

async function firstPart(category: string, filter: Record<string, unknown>) {
  const { pcPartPicker } = await owner.data(
    `query($c: PcPartCategory!, $f: PcPartFilter) { pcPartPicker(category: $c, filter: $f, compatibleOnly: false, limit: 1) { items { part { id name } } } }`,
    { c: category, f: filter },
  );
  return pcPartPicker.items[0].part as { id: string; name: string };
}

describe('saving a build', () => {
  it('checks compatibility on create and update and returns the problems, without refusing to save', async () => {
    const cpu = await firstPart('CPU', { search: 'Ryzen 7 9700X' });
    const am5 = await firstPart('MOTHERBOARD', { sockets: ['AM5'] });
    const lga = await firstPart('MOTHERBOARD', { sockets: ['LGA1700'] });
    const line = (part: { id: string; name: string }, category: string) => ({
      category,
      description: part.name,
      price: 0,
      partId: part.id,
    });

    const { createCustomPc } = await owner.data(
      `mutation($input: CustomPcInput!) { createCustomPc(input: $input) { _id ${CHECK} } }`,
      {
        input: { name: 'Mismatch', variants: [line(cpu, 'cpu'), line(lga, 'motherboard')] },
      },
    );
    expect(createCustomPc.compatibility.problems[0]).toMatchObject({
      rule: 'cpu-socket',
      severity: 'ERROR',
      message: expect.stringContaining('CPU socket AM5 does not match motherboard socket LGA1700'),
    });

    const { updateCustomPc } = await owner.data(
      `mutation($id: ID!, $input: CustomPcInput!) { updateCustomPc(id: $id, input: $input) { ${CHECK} } }`,
      {
        id: createCustomPc._id,
        input: { name: 'Fixed', variants: [line(cpu, 'cpu'), line(am5, 'motherboard')] },
      },
    );
    expect(
      updateCustomPc.compatibility.problems.filter((found: { severity: string }) => found.severity === 'ERROR'),
    ).toEqual([]);
    expect(updateCustomPc.compatibility.estimatedWattage).toBe(65 + 50);
  });
});
