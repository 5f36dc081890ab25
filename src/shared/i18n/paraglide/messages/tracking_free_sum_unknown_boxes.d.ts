/**
* | output |
* | --- |
* | "{days} × {perDay} = {total} a container (how many were booked is not known)" |
*
* @param {Tracking_Free_Sum_Unknown_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_unknown_boxes: ((inputs: Tracking_Free_Sum_Unknown_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_Unknown_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Sum_Unknown_BoxesInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
