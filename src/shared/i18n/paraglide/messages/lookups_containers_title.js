/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_TitleInputs */

const en_lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container types`)
};

const es_lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de contenedor`)
};

const en_xa2_lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ţýþéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Container types" |
*
* @param {Lookups_Containers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_title = /** @type {((inputs?: Lookups_Containers_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_title(inputs)
	return en_lookups_containers_title(inputs)
});