/**
* | output |
* | --- |
* | "Asking the service for the shipments picked up since {day}…" |
*
* @param {Sync_Fetching_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching_since: ((inputs: Sync_Fetching_SinceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Fetching_SinceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Fetching_SinceInputs = {
    day: NonNullable<unknown>;
};
