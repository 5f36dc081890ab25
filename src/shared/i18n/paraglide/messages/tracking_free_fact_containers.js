/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_ContainersInputs */

const en_tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers`)
};

const es_tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores`)
};

const en_xa2_tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Tracking_Free_Fact_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_containers = /** @type {((inputs?: Tracking_Free_Fact_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_containers(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_containers(inputs)
	return en_tracking_free_fact_containers(inputs)
});