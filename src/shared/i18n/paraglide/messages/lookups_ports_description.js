/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_DescriptionInputs */

const en_lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maritime ports by city, with the codes a sea rating or booking needs.`)
};

const es_lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puertos marítimos por ciudad, con los códigos que necesita una tarificación o reserva marítima.`)
};

const en_xa2_lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕíţíɱé þóŕţš ƀý çíţý, ŵíţĥ ţĥé çóðéš á šéá ŕáţíñĝ óŕ ƀóóķíñĝ ñééðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Maritime ports by city, with the codes a sea rating or booking needs." |
*
* @param {Lookups_Ports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_description = /** @type {((inputs?: Lookups_Ports_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_description(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_description(inputs)
	return en_lookups_ports_description(inputs)
});