// GeoMap (issue 11): never a blank box. Without a key, or when the maps script
// fails (the normal case on a machine without internet), the area says so in
// words and lists the located points by nearest city. The maps libraries are
// mocked: their script cannot load here, which is what is tested.
import { act, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@qrguard/shared-api';
import { GeoMap } from './GeoMap';

// The status the mocked provider reports; a test sets it before rendering.
let mockStatus = 'LOADING';
jest.mock('@vis.gl/react-google-maps', () => ({
  APILoadingStatus: {
    NOT_LOADED: 'NOT_LOADED',
    LOADING: 'LOADING',
    LOADED: 'LOADED',
    FAILED: 'FAILED',
    AUTH_FAILURE: 'AUTH_FAILURE',
  },
  APIProvider: ({ children }: { children: React.ReactNode }) => <div data-testid="api-provider">{children}</div>,
  Map: () => <div data-testid="google-map" />,
  useApiLoadingStatus: () => mockStatus,
  useMap: () => null,
  useMapsLibrary: () => null,
}));
jest.mock('@googlemaps/markerclusterer', () => ({ MarkerClusterer: jest.fn() }));

const rows = [
  { lat: -6.21, lng: 106.85 }, // Jakarta
  { lat: -6.2, lng: 106.84 }, // Jakarta
  { lat: 3.59, lng: 98.67 }, // Medan
  { lat: 0, lng: 0 }, // not located
];

function expectCityList() {
  const table = screen.getByRole('table', { name: /Last 1000 Scans: located points by nearest city/ });
  const cells = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(cells).toEqual(['Nearest cityPoints', 'Jakarta2', 'Medan1', 'Total3']);
  expect(screen.getByRole('heading', { name: /located points by nearest city/ })).toBeInTheDocument();
  expect(screen.getByText('Without a location: 1')).toBeInTheDocument();
}

beforeEach(() => {
  mockStatus = 'LOADING';
});

it('without a key says so and lists the points by nearest city, in a labelled region', () => {
  render(<GeoMap title="Last 1000 Scans" rows={rows} apiKey="" />);
  expect(screen.getByRole('region', { name: 'Last 1000 Scans' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/no Google Maps key is configured/);
  expectCityList();
  expect(screen.queryByTestId('api-provider')).not.toBeInTheDocument();
});

it("takes the key from the runtime configuration: an empty one is 'no key'", () => {
  setRuntimeConfig({
    apiUrl: 'http://127.0.0.1:4000',
    remotes: { remote_highlights: '', remote_reports: '', remote_settings: '' },
    googleMapsApiKey: '  ',
  });
  render(<GeoMap title="Last 1000 Scans" rows={rows} />);
  expect(screen.getByRole('status')).toHaveTextContent(/no Google Maps key is configured/);
});

it('when the maps script fails to load says so and still shows the data', async () => {
  mockStatus = 'FAILED';
  render(<GeoMap title="Last 1000 Scans" rows={rows} apiKey="test-key" />);
  expect(await screen.findByText(/The map could not be loaded \(Google Maps did not answer\)/)).toBeInTheDocument();
  expectCityList();
});

it('when Google refuses the key says so', async () => {
  mockStatus = 'AUTH_FAILURE';
  render(<GeoMap title="Last 1000 Scans" rows={rows} apiKey="bad-key" />);
  expect(await screen.findByText(/Google Maps refused the configured key/)).toBeInTheDocument();
  expectCityList();
});

it('when the script never answers, gives up after the timeout and lists the points', async () => {
  jest.useFakeTimers();
  try {
    render(<GeoMap title="Last 1000 Scans" rows={rows} apiKey="test-key" loadTimeoutMs={1000} />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(screen.getByText('Located points: 3 · Without a location: 1')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText(/The map could not be loaded/)).toBeInTheDocument();
    expectCityList();
  } finally {
    jest.useRealTimers();
  }
});

it('draws the map when the script loads, without the fallback', async () => {
  mockStatus = 'LOADED';
  render(<GeoMap title="Scan location" rows={rows.slice(0, 1)} apiKey="test-key" preset="detail" />);
  expect(await screen.findByTestId('google-map')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Scan location' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says Loading... while the rows are fetched', () => {
  render(<GeoMap title="Suspect scans" rows={[]} preset="suspect" loading apiKey="" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

it('with nothing located says so instead of an empty table', () => {
  render(<GeoMap title="Suspect scans" rows={[{ lat: 0, lng: 0 }]} preset="suspect" apiKey="" />);
  expect(screen.getByText('No point has a location.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
