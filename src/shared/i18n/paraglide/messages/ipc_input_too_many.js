/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_ManyInputs */

const en_ipc_input_too_many = /** @type {(inputs: Ipc_Input_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.max} item`);
	return /** @type {LocalizedString} */ (`At most ${i?.max} items`)
	
};

const es_ipc_input_too_many = /** @type {(inputs: Ipc_Input_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Como máximo ${i?.max} elemento`);
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} elementos`)
	
};

const en_xa2_ipc_input_too_many = /** @type {(inputs: Ipc_Input_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} íţéɱ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} íţéɱš ·~ ·~]`)
	
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most {max} item" |
* | * | "At most {max} items" |
*
* @param {Ipc_Input_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_many = /** @type {((inputs: Ipc_Input_Too_ManyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_ManyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_many(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_many(inputs)
	return en_ipc_input_too_many(inputs)
});