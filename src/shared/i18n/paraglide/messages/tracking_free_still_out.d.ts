/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still out" |
*
* @param {Tracking_Free_Still_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out: ((inputs: Tracking_Free_Still_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Still_OutInputs = {
    stop: NonNullable<unknown>;
};
