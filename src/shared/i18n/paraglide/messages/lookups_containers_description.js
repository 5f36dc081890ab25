/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_DescriptionInputs */

const en_lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every maritime container type the service rates and books.`)
};

const es_lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tipos de contenedor marítimo que el servicio tarifica y reserva.`)
};

const en_xa2_lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱáŕíţíɱé çóñţáíñéŕ ţýþé ţĥé šéŕṽíçé ŕáţéš áñð ƀóóķš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Every maritime container type the service rates and books." |
*
* @param {Lookups_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_description = /** @type {((inputs?: Lookups_Containers_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_description(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_description(inputs)
	return en_lookups_containers_description(inputs)
});