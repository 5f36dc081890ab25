/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {shown} more shipment counting down in Tracking" |
* | * | "{text} · {shown} more shipments counting down in Tracking" |
*
* @param {Today_Free_CountingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_counting: ((inputs: Today_Free_CountingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Free_CountingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
