/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Idle_TitleInputs */

const en_lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a port`)
};

const es_lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un puerto`)
};

const en_xa2_lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ á þóŕţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Search for a port" |
*
* @param {Lookups_Ports_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_title = /** @type {((inputs?: Lookups_Ports_Idle_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Idle_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_idle_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_idle_title(inputs)
	return en_lookups_ports_idle_title(inputs)
});