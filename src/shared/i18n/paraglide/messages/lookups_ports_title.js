/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_TitleInputs */

const en_lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ports`)
};

const es_lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puertos`)
};

const en_xa2_lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţš ·]`)
};

/**
* | output |
* | --- |
* | "Ports" |
*
* @param {Lookups_Ports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_title = /** @type {((inputs?: Lookups_Ports_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_title(inputs)
	return en_lookups_ports_title(inputs)
});