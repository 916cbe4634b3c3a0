import { useMemo } from 'react';
import { matchInputOf } from '../../../api/match';
import type { ReportInputs } from '../../../api/reports';
import type { ReportCsvHeader } from '../../../lib/report-csv';
import { useStepperStore } from '../../../stores/stepper-store';
import { providerAddressText } from '../lib/provider-address';
import { useAnalysisStore } from '../store';
import type { ImpactReportState } from './use-impact-report';
import { tripOf, useSelectedProvider, useSelectedSolution } from './use-analysis';

/** Longest texts POST /me/reports takes (contracts: createReportBody). */
const PLACE_MAX = 300;
const PROVIDER_NAME_MAX = 300;
const ADDRESS_MAX = 500;

const clip = (text: string, max: number) => text.trim().slice(0, max);

export interface ReportRecord {
  /** What POST /me/reports is sent; null when no report can be made. */
  inputs: ReportInputs | null;
  /** The document header of the report as it stands, for the CSV; null without a report. */
  header: ReportCsvHeader | null;
}

/**
 * The report step's report as a record: the inputs it is saved with (the stepper's entries as the
 * matching reads them, the chosen solution, provider and transport) and its header. Only a
 * report that can be made (Reuse (human), an amount above 0, a calculated report) has one.
 */
export function useReportRecord(state: ImpactReportState): ReportRecord {
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const solution = useSelectedSolution();
  const provider = useSelectedProvider();
  const form = useAnalysisStore((s) => s.transportForm);
  const { reuseHuman, donation, report, transportResult } = state;
  const hasReport = reuseHuman && donation !== null && report !== null;

  return useMemo(() => {
    if (!hasReport || !donation || !solution) return { inputs: null, header: null };
    const matchInput = matchInputOf(companyProfile, wasteInfo);
    const trip = tripOf(form);
    const providerName = provider?.name?.trim();
    const chosenProvider =
      provider && providerName
        ? {
            name: clip(providerName, PROVIDER_NAME_MAX),
            address: clip(providerAddressText(provider), ADDRESS_MAX) || null,
            // The catalogue's id: the server reads from it whether the provider is a sample.
            ...(provider.origin === 'dataset' ? { id: provider.key } : {}),
          }
        : null;
    const transport =
      transportResult && trip
        ? {
            source: clip(trip.source, PLACE_MAX),
            destination: clip(trip.destination, PLACE_MAX),
            distance_km: transportResult.distance_km,
            transport_weight_kg: transportResult.transport_weight_kg,
            method: transportResult.route_geojson.properties.method,
          }
        : null;
    // The server routes the trip again, from the points the calculation was given: its
    // distance is the one stored, the same as the transport step's.
    const routedTrip =
      transport && trip
        ? {
            source: transport.source,
            destination: transport.destination,
            ...(trip.sourcePoint ? { source_point: trip.sourcePoint } : {}),
            ...(trip.destinationPoint ? { destination_point: trip.destinationPoint } : {}),
            transport_weight_kg: transport.transport_weight_kg,
          }
        : null;
    const inputs: ReportInputs = {
      companyProfile: matchInput.companyProfile,
      wasteInfo: matchInput.wasteInfo,
      solutionId: solution.id,
      provider: chosenProvider,
      transport: routedTrip,
    };
    const { location } = companyProfile;
    const place = [location.postalCode, location.city].filter((p) => p.trim()).join(' ');
    const companyAddress = [location.address, place, location.country]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
    const header: ReportCsvHeader = {
      company_name: companyProfile.name.trim() || null,
      company_address: companyAddress || null,
      surplus_name: wasteInfo.surplusName.trim(),
      amount_kg: donation.amountKg,
      frequency: donation.frequency,
      solution: {
        id: solution.id,
        process_name: solution.name ?? '',
        category: solution.category ?? '',
      },
      provider: chosenProvider && {
        name: chosenProvider.name,
        address: chosenProvider.address,
        sample: provider?.isSample ?? false,
      },
      transport,
    };
    return { inputs, header };
  }, [hasReport, donation, solution, companyProfile, wasteInfo, form, provider, transportResult]);
}
