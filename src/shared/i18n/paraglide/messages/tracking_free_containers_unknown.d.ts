/**
* | output |
* | --- |
* | "not known ({size})" |
*
* @param {Tracking_Free_Containers_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_unknown: ((inputs: Tracking_Free_Containers_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Containers_UnknownInputs = {
    size: NonNullable<unknown>;
};
