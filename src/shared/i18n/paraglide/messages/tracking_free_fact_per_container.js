/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_Per_ContainerInputs */

const en_tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per container`)
};

const es_tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por contenedor`)
};

const en_xa2_tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ çóñţáíñéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Per container" |
*
* @param {Tracking_Free_Fact_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_per_container = /** @type {((inputs?: Tracking_Free_Fact_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_per_container(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_per_container(inputs)
	return en_tracking_free_fact_per_container(inputs)
});