/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Ipc_Input_Too_ShortInputs */

const en_ipc_input_too_short = /** @type {(inputs: Ipc_Input_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.min} character`);
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters`)
	
};

const es_ipc_input_too_short = /** @type {(inputs: Ipc_Input_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("es", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Como mínimo ${i?.min} carácter`);
	return /** @type {LocalizedString} */ (`Como mínimo ${i?.min} caracteres`)
	
};

const en_xa2_ipc_input_too_short = /** @type {(inputs: Ipc_Input_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en-XA", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.min} çĥáŕáçţéŕ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.min} çĥáŕáçţéŕš ·~ ·~ ·]`)
	
};

/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least {min} character" |
* | * | "At least {min} characters" |
*
* @param {Ipc_Input_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_short = /** @type {((inputs: Ipc_Input_Too_ShortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_ShortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_short(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_short(inputs)
	return en_ipc_input_too_short(inputs)
});