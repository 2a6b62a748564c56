import { Link } from 'react-router-dom';
import { SectionHeading } from '@gadgets/shared-ui';
import { BarRows } from '@gadgets/shared-ui/widgets';
import { bikeModelPath } from '../../bike-section';

export interface PowerToWeightBike {
  companyName: string;
  companyPath: string;
  model: string;
  path: string;
  maxPowerHp: number | null;
  kerbWeightKg: number | null;
}

/** Horsepower per tonne of kerb weight, to the whole horsepower. */
export const hpPerTonne = (hp: number, kg: number) => Math.round((hp / kg) * 1000);

/** The bikes with the most power for their weight, as bars of hp per tonne, each name linking to its bike's page. */
export function PowerToWeightChart({ bikes }: { bikes: readonly PowerToWeightBike[] }) {
  const rows = bikes.flatMap((bike) =>
    bike.maxPowerHp !== null && bike.kerbWeightKg ? [{ ...bike, hp: bike.maxPowerHp, kg: bike.kerbWeightKg }] : [],
  );
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="power-to-weight-heading">
      <SectionHeading id="power-to-weight-heading">Power to weight</SectionHeading>
      <BarRows
        title="Horsepower per tonne of kerb weight"
        series={['hp per tonne']}
        rows={rows.map((bike) => ({
          key: `${bike.companyPath}/${bike.path}`,
          label: <Link to={bikeModelPath(bike.companyPath, bike.path)}>{`${bike.companyName} ${bike.model}`}</Link>,
          values: [hpPerTonne(bike.hp, bike.kg)],
          valueText: `${hpPerTonne(bike.hp, bike.kg)} hp per tonne (${bike.hp} hp, ${bike.kg} kg)`,
        }))}
      />
    </section>
  );
}
