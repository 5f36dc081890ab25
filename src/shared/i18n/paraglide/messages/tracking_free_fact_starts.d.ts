/**
* | output |
* | --- |
* | "Starts at {event}" |
*
* @param {Tracking_Free_Fact_StartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_starts: ((inputs: Tracking_Free_Fact_StartsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StartsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Fact_StartsInputs = {
    event: NonNullable<unknown>;
};
