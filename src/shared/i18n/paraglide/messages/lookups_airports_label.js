/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_LabelInputs */

const en_lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, city or IATA code`)
};

const es_lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, ciudad o código IATA`)
};

const en_xa2_lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Name, city or IATA code" |
*
* @param {Lookups_Airports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_label = /** @type {((inputs?: Lookups_Airports_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_label(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_label(inputs)
	return en_lookups_airports_label(inputs)
});