/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_LabelInputs */

const en_lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City name`)
};

const es_lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la ciudad`)
};

const en_xa2_lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ñáɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "City name" |
*
* @param {Lookups_Ports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_label = /** @type {((inputs?: Lookups_Ports_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_label(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_label(inputs)
	return en_lookups_ports_label(inputs)
});