/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Lookup_ContainersInputs */

const en_op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List maritime container types`)
};

const es_op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de contenedor marítimo`)
};

const en_xa2_op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ɱáŕíţíɱé çóñţáíñéŕ ţýþéš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers = /** @type {((inputs?: Op_Lookup_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_lookup_containers(inputs)
	if (locale === "en-XA") return en_xa2_op_lookup_containers(inputs)
	return en_op_lookup_containers(inputs)
});