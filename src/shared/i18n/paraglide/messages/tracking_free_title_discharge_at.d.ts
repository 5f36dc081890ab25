/**
* | output |
* | --- |
* | "Discharge at {city}" |
*
* @param {Tracking_Free_Title_Discharge_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge_at: ((inputs: Tracking_Free_Title_Discharge_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Discharge_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Title_Discharge_AtInputs = {
    city: NonNullable<unknown>;
};
