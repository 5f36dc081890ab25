/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_FailedInputs */

const en_lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the container types`)
};

const es_lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de contenedor`)
};

const en_xa2_lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé çóñţáíñéŕ ţýþéš ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not load the container types" |
*
* @param {Lookups_Containers_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_failed = /** @type {((inputs?: Lookups_Containers_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_failed(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_failed(inputs)
	return en_lookups_containers_failed(inputs)
});