/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Ipc_Input_Too_FewInputs */

const en_ipc_input_too_few = /** @type {(inputs: Ipc_Input_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.min} item`);
	return /** @type {LocalizedString} */ (`At least ${i?.min} items`)
	
};

const es_ipc_input_too_few = /** @type {(inputs: Ipc_Input_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("es", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Como mínimo ${i?.min} elemento`);
	return /** @type {LocalizedString} */ (`Como mínimo ${i?.min} elementos`)
	
};

const en_xa2_ipc_input_too_few = /** @type {(inputs: Ipc_Input_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en-XA", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.min} íţéɱ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.min} íţéɱš ·~ ·~]`)
	
};

/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least {min} item" |
* | * | "At least {min} items" |
*
* @param {Ipc_Input_Too_FewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_few = /** @type {((inputs: Ipc_Input_Too_FewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_FewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_few(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_few(inputs)
	return en_ipc_input_too_few(inputs)
});