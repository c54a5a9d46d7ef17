/**
 * How the API is reached when not through the browser's axios client: on the server, each render gets a transport
 * that answers from the API's own routes in the same process (docs/architecture.md, "Server rendering").
 */
export interface TransportRequest {
  url: string;
  method: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

export interface TransportResponse {
  status: number;
  data: unknown;
}

export interface ApiTransport {
  request(request: TransportRequest): Promise<TransportResponse>;
}

/** What a store's thunks (and so RTK Query's base query) receive as their extra argument. */
export interface StoreExtra {
  transport?: ApiTransport;
}
