/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Lookup_PortsInputs */

const en_op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find maritime ports by city name`)
};

const es_op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar puertos marítimos por ciudad`)
};

const en_xa2_op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ɱáŕíţíɱé þóŕţš ƀý çíţý ñáɱé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports = /** @type {((inputs?: Op_Lookup_PortsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_PortsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_lookup_ports(inputs)
	if (locale === "en-XA") return en_xa2_op_lookup_ports(inputs)
	return en_op_lookup_ports(inputs)
});