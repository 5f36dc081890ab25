/**
* | output |
* | --- |
* | "{containers} of {size}" |
*
* @param {Tracking_Free_Containers_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_of: ((inputs: Tracking_Free_Containers_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Containers_OfInputs = {
    containers: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
