/**
* | output |
* | --- |
* | "{days} × {perDay} × {containers} = {total}" |
*
* @param {Tracking_Free_SumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum: ((inputs: Tracking_Free_SumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_SumInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    containers: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
