/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again to see its details." |
*
* @param {Main_Rating_Rate_Gone_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_rating_rate_gone_details: ((inputs: Main_Rating_Rate_Gone_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rating_Rate_Gone_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Rating_Rate_Gone_DetailsInputs = {
    rate: NonNullable<unknown>;
};
