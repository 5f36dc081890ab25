/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Idle_TextInputs */

const en_lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a city name and press Enter. Ports in every country with that city are listed.`)
};

const es_lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba el nombre de una ciudad y pulse Intro. Se listan los puertos de todos los países que tienen esa ciudad.`)
};

const en_xa2_lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á çíţý ñáɱé áñð þŕéšš Éñţéŕ. Þóŕţš íñ éṽéŕý çóúñţŕý ŵíţĥ ţĥáţ çíţý áŕé ļíšţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Type a city name and press Enter. Ports in every country with that city are listed." |
*
* @param {Lookups_Ports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_text = /** @type {((inputs?: Lookups_Ports_Idle_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Idle_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_idle_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_idle_text(inputs)
	return en_lookups_ports_idle_text(inputs)
});