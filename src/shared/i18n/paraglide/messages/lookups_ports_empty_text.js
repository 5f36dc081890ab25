/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Empty_TextInputs */

const en_lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try the city's name in English or in its own language.`)
};

const es_lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la ortografía o pruebe con el nombre de la ciudad en inglés o en su propio idioma.`)
};

const en_xa2_lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé šþéļļíñĝ, óŕ ţŕý ţĥé çíţý'š ñáɱé íñ Éñĝļíšĥ óŕ íñ íţš óŵñ ļáñĝúáĝé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Check the spelling, or try the city's name in English or in its own language." |
*
* @param {Lookups_Ports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_empty_text = /** @type {((inputs?: Lookups_Ports_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_empty_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_empty_text(inputs)
	return en_lookups_ports_empty_text(inputs)
});