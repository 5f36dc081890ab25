/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Could_NotInputs */

const en_lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search ports`)
};

const es_lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron buscar puertos`)
};

const en_xa2_lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šéáŕçĥ þóŕţš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Could not search ports" |
*
* @param {Lookups_Ports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_could_not = /** @type {((inputs?: Lookups_Ports_Could_NotInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Could_NotInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_could_not(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_could_not(inputs)
	return en_lookups_ports_could_not(inputs)
});