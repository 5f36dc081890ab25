/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Lookup_AirportsInputs */

const en_op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find airports by name, city or IATA code`)
};

const es_op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar aeropuertos por nombre, ciudad o código IATA`)
};

const en_xa2_op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð áíŕþóŕţš ƀý ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports = /** @type {((inputs?: Op_Lookup_AirportsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_AirportsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_lookup_airports(inputs)
	if (locale === "en-XA") return en_xa2_op_lookup_airports(inputs)
	return en_op_lookup_airports(inputs)
});