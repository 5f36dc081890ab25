/**
* | output |
* | --- |
* | "Stops at {event}" |
*
* @param {Tracking_Free_Fact_StopsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_stops: ((inputs: Tracking_Free_Fact_StopsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StopsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Fact_StopsInputs = {
    event: NonNullable<unknown>;
};
