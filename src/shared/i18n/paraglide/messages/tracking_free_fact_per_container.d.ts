/**
* | output |
* | --- |
* | "Per container" |
*
* @param {Tracking_Free_Fact_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_per_container: ((inputs?: Tracking_Free_Fact_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Fact_Per_ContainerInputs = {};
