import { useSearchParams } from 'react-router';
import { VolumeStatusScreen } from '../../features/statistics-volume';

/** /statistics/volume_status?company=<cofor6_cofor10>: the chosen company stays in the URL. */
export function VolumeStatusRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const company = searchParams.get('company') ?? '';
  return (
    <VolumeStatusScreen
      company={company}
      onCompanyChange={(chosen) => setSearchParams(chosen ? { company: chosen.id } : {}, { replace: true })}
    />
  );
}
