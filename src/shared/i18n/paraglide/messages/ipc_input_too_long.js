/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_LongInputs */

const en_ipc_input_too_long = /** @type {(inputs: Ipc_Input_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.max} character`);
	return /** @type {LocalizedString} */ (`At most ${i?.max} characters`)
	
};

const es_ipc_input_too_long = /** @type {(inputs: Ipc_Input_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Como máximo ${i?.max} carácter`);
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} caracteres`)
	
};

const en_xa2_ipc_input_too_long = /** @type {(inputs: Ipc_Input_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} çĥáŕáçţéŕ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·]`)
	
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most {max} character" |
* | * | "At most {max} characters" |
*
* @param {Ipc_Input_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_long = /** @type {((inputs: Ipc_Input_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_long(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_long(inputs)
	return en_ipc_input_too_long(inputs)
});