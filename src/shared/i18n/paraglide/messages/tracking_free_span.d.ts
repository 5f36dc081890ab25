/**
* | output |
* | --- |
* | "{from} to {through}" |
*
* @param {Tracking_Free_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_span: ((inputs: Tracking_Free_SpanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SpanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_SpanInputs = {
    from: NonNullable<unknown>;
    through: NonNullable<unknown>;
};
