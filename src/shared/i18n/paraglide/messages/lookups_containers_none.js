/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_NoneInputs */

const en_lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No container types`)
};

const es_lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tipos de contenedor`)
};

const en_xa2_lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çóñţáíñéŕ ţýþéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No container types" |
*
* @param {Lookups_Containers_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_none = /** @type {((inputs?: Lookups_Containers_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_none(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_none(inputs)
	return en_lookups_containers_none(inputs)
});