import { SCREENS } from '@label-portal/contract';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IdAnalysisScreen, SpoolAnalysisScreen } from '../../features/verifications';

/** The navigation state the spool analysis is opened with: the label to look up (statistics.md section 2). */
export type SpoolAnalysisState = { labelId: string };

function labelIdOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const labelId = (state as Partial<SpoolAnalysisState>).labelId;
  return typeof labelId === 'string' ? labelId : '';
}

/**
 * /statistics/id_analysis: the id looked up stays in the address (`?id=`), so that Back from the
 * spool analysis shows it again; a found label opens the spool analysis with its id as navigation state.
 */
export function IdAnalysisRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const addressId = params.get('id') ?? '';
  /** The id the screen shows, as last written into the address. */
  const shownId = useRef(addressId);
  const screenKey = useRef(location.key);
  if (addressId !== shownId.current) {
    // The address changed from outside (the menu's link to this screen, Back within it): the
    // screen starts again from it.
    shownId.current = addressId;
    screenKey.current = location.key;
  }
  const keepInAddress = useCallback(
    (value: string) => {
      if (shownId.current === value) return;
      shownId.current = value;
      setParams(value === '' ? {} : { id: value }, { replace: true });
    },
    [setParams],
  );
  return (
    <IdAnalysisScreen
      key={screenKey.current}
      initialValue={addressId}
      onAskedChange={keepInAddress}
      onOpenSpoolAnalysis={(labelId) =>
        navigate(SCREENS.spoolAnalysis.path, { state: { labelId } satisfies SpoolAnalysisState })
      }
    />
  );
}

/** /statistics/spool_analysis: looks up the label of the navigation state on arrival. */
export function SpoolAnalysisRoute() {
  const location = useLocation();
  const labelId = labelIdOf(location.state);
  return <SpoolAnalysisScreen key={`${location.key}-${labelId}`} initialLabelId={labelId} />;
}
