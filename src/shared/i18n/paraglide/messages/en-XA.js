/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} Booking_Cargo_AddInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Add_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_RemoveInputs */
/** @typedef {{ line: NonNullable<unknown>, container: NonNullable<unknown> }} Booking_Cargo_Remove_Of_ContainerInputs */
/** @typedef {{}} Booking_Col_ModeInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_ContainerInputs */
/** @typedef {{}} Booking_Container_AddInputs */
/** @typedef {{ container: NonNullable<unknown>, line: NonNullable<unknown> }} Booking_Container_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Container_RemoveInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Booking_DescribesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Quote_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Drafts_DescriptionInputs */
/** @typedef {{}} Booking_Drafts_KeptInputs */
/** @typedef {{}} Booking_Drafts_No_CarrierInputs */
/** @typedef {{}} Booking_Drafts_No_ContactInputs */
/** @typedef {{}} Booking_Drafts_Quote_GoneInputs */
/** @typedef {{}} Booking_Drafts_Read_FailedInputs */
/** @typedef {{}} Booking_Drafts_ResumeInputs */
/** @typedef {{}} Booking_Drafts_Saved_QuoteInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_BookingInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_FormInputs */
/** @typedef {{}} Booking_Drafts_TitleInputs */
/** @typedef {{}} Booking_Field_AddressInputs */
/** @typedef {{}} Booking_Field_Address_HintInputs */
/** @typedef {{}} Booking_Field_CompanyInputs */
/** @typedef {{}} Booking_Field_Contact_PersonInputs */
/** @typedef {{}} Booking_Field_Delivery_NotesInputs */
/** @typedef {{}} Booking_Field_DescriptionInputs */
/** @typedef {{}} Booking_Field_Edi_TypeInputs */
/** @typedef {{}} Booking_Field_Edi_Type_PlaceholderInputs */
/** @typedef {{}} Booking_Field_EmailInputs */
/** @typedef {{}} Booking_Field_Hs_CodeInputs */
/** @typedef {{}} Booking_Field_Hs_Code_PlaceholderInputs */
/** @typedef {{}} Booking_Field_IncotermInputs */
/** @typedef {{}} Booking_Field_Incoterm_HintInputs */
/** @typedef {{}} Booking_Field_OptionalInputs */
/** @typedef {{}} Booking_Field_PhoneInputs */
/** @typedef {{}} Booking_Field_Phone_PrefixInputs */
/** @typedef {{}} Booking_Field_Phone_Prefix_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_FromInputs */
/** @typedef {{}} Booking_Field_Pickup_NotesInputs */
/** @typedef {{}} Booking_Field_Pickup_Notes_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_UntilInputs */
/** @typedef {{}} Booking_Field_QuantityInputs */
/** @typedef {{}} Booking_Field_TrackInputs */
/** @typedef {{}} Booking_Field_Track_HintInputs */
/** @typedef {{}} Booking_Field_VolumeInputs */
/** @typedef {{}} Booking_Field_WeightInputs */
/** @typedef {{}} Booking_Flow_Before_Booking_AgainInputs */
/** @typedef {{}} Booking_Flow_Book_CurrentInputs */
/** @typedef {{}} Booking_Flow_BookedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Booking_Flow_Booked_ShipmentInputs */
/** @typedef {{}} Booking_Flow_Check_TrackingInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Check_Tracking_ForInputs */
/** @typedef {{}} Booking_Flow_Earlier_UnknownInputs */
/** @typedef {{ date: NonNullable<unknown> }} Booking_Flow_ExpiredInputs */
/** @typedef {{}} Booking_Flow_Not_MadeInputs */
/** @typedef {{ filled: NonNullable<unknown> }} Booking_Flow_PrefilledInputs */
/** @typedef {{}} Booking_Flow_Price_Not_GuaranteedInputs */
/** @typedef {{}} Booking_Flow_Rate_AgainInputs */
/** @typedef {{}} Booking_Flow_SendingInputs */
/** @typedef {{}} Booking_Flow_Unknown_CheckInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Unknown_Check_WithInputs */
/** @typedef {{}} Booking_Flow_Unknown_Do_Not_BookInputs */
/** @typedef {{}} Booking_Flow_Unknown_SentInputs */
/** @typedef {{}} Booking_Flow_Unknown_WhatInputs */
/** @typedef {{}} Booking_Form_Choose_IncotermInputs */
/** @typedef {{}} Booking_Form_Choose_TimeInputs */
/** @typedef {{}} Booking_Form_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Min_WindowInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Need_AttentionInputs */
/** @typedef {{}} Booking_Form_NextInputs */
/** @typedef {{}} Booking_Form_No_IncotermInputs */
/** @typedef {{}} Booking_Form_ReviewInputs */
/** @typedef {{}} Booking_Form_Times_LoadingInputs */
/** @typedef {{}} Booking_Form_Times_NoneInputs */
/** @typedef {{}} Booking_Form_Times_OfferedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Booking_Form_Times_UnansweredInputs */
/** @typedef {{}} Booking_Go_To_QuotesInputs */
/** @typedef {{}} Booking_Hs_WarningInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_AtInputs */
/** @typedef {{ code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_CodeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_List_CountInputs */
/** @typedef {{}} Booking_List_DescriptionInputs */
/** @typedef {{}} Booking_List_Empty_TextInputs */
/** @typedef {{}} Booking_List_Empty_TitleInputs */
/** @typedef {{}} Booking_List_Read_FailedInputs */
/** @typedef {{}} Booking_List_ReadingInputs */
/** @typedef {{}} Booking_List_TitleInputs */
/** @typedef {{ mode: NonNullable<unknown>, modes: NonNullable<unknown> }} Booking_Not_Bookable_ReasonInputs */
/** @typedef {{}} Booking_Open_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_ContainersInputs */
/** @typedef {{}} Booking_Prefill_GoodsInputs */
/** @typedef {{}} Booking_Prefill_PlacesInputs */
/** @typedef {{}} Booking_Quote_Booked_AsInputs */
/** @typedef {{}} Booking_Quote_Booked_TitleInputs */
/** @typedef {{ modes: NonNullable<unknown> }} Booking_Quote_Books_OnlyInputs */
/** @typedef {{}} Booking_Quote_Kind_UnknownInputs */
/** @typedef {{}} Booking_Quote_Load_FailedInputs */
/** @typedef {{}} Booking_Quote_LoadingInputs */
/** @typedef {{}} Booking_Quote_Missing_TextInputs */
/** @typedef {{}} Booking_Quote_Missing_TitleInputs */
/** @typedef {{}} Booking_Quote_No_Longer_ListedInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Quote_Not_BookableInputs */
/** @typedef {{}} Booking_Quote_Open_From_QuotesInputs */
/** @typedef {{}} Booking_Quote_Unknown_TypeInputs */
/** @typedef {{}} Booking_Rate_ShipmentInputs */
/** @typedef {{}} Booking_Review_BackInputs */
/** @typedef {{}} Booking_Review_BookInputs */
/** @typedef {{}} Booking_Review_BookingInputs */
/** @typedef {{}} Booking_Review_Cargo_LineInputs */
/** @typedef {{}} Booking_Review_Cargo_LinesInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Review_IntroInputs */
/** @typedef {{}} Booking_Review_Look_TwiceInputs */
/** @typedef {{}} Booking_Review_Needs_ServiceInputs */
/** @typedef {{}} Booking_Review_NoInputs */
/** @typedef {{}} Booking_Review_TitleInputs */
/** @typedef {{}} Booking_Review_YesInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_EmailInputs */
/** @typedef {{ label: NonNullable<unknown>, codes: NonNullable<unknown> }} Booking_Rule_Incoterm_CodeInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_Incoterm_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_More_Than_ZeroInputs */
/** @typedef {{}} Booking_Rule_No_CargosInputs */
/** @typedef {{}} Booking_Rule_No_Container_CargoInputs */
/** @typedef {{}} Booking_Rule_No_ContainersInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_No_PlusInputs */
/** @typedef {{}} Booking_Rule_Quote_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_TimeInputs */
/** @typedef {{ label: NonNullable<unknown>, earlier: NonNullable<unknown> }} Booking_Rule_Time_OrderInputs */
/** @typedef {{}} Booking_Saved_QuotesInputs */
/** @typedef {{}} Booking_Section_CargosInputs */
/** @typedef {{}} Booking_Section_Cargos_DescriptionInputs */
/** @typedef {{}} Booking_Section_ContainersInputs */
/** @typedef {{}} Booking_Section_Containers_DescriptionInputs */
/** @typedef {{}} Booking_Section_DestinationInputs */
/** @typedef {{}} Booking_Section_Destination_DescriptionInputs */
/** @typedef {{}} Booking_Section_OriginInputs */
/** @typedef {{}} Booking_Section_Origin_DescriptionInputs */
/** @typedef {{}} Booking_Section_PickupInputs */
/** @typedef {{}} Booking_Section_Pickup_DescriptionInputs */
/** @typedef {{}} Booking_Section_TermsInputs */
/** @typedef {{}} Booking_Section_Terms_DescriptionInputs */
/** @typedef {{}} Booking_Success_Book_AnotherInputs */
/** @typedef {{}} Booking_Success_Booking_CodeInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Success_LeadInputs */
/** @typedef {{ mode: NonNullable<unknown>, agency: NonNullable<unknown> }} Booking_Success_Lead_WithInputs */
/** @typedef {{}} Booking_Success_Not_GivenInputs */
/** @typedef {{}} Booking_Success_Shipment_CodeInputs */
/** @typedef {{}} Booking_Success_TitleInputs */
/** @typedef {{}} Booking_Success_Tracking_CodeInputs */
/** @typedef {{}} Booking_Success_Unsafe_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Summary_DaysInputs */
/** @typedef {{}} Booking_Summary_DeliveryInputs */
/** @typedef {{}} Booking_Summary_ExpiredInputs */
/** @typedef {{}} Booking_Summary_ExpiresInputs */
/** @typedef {{}} Booking_Summary_No_CarrierInputs */
/** @typedef {{}} Booking_Summary_No_ExpiryInputs */
/** @typedef {{}} Booking_Summary_PickupInputs */
/** @typedef {{}} Booking_Summary_PriceInputs */
/** @typedef {{}} Booking_Summary_Price_Not_GivenInputs */
/** @typedef {{}} Booking_Summary_QuoteInputs */
/** @typedef {{}} Booking_Summary_Saved_QuoteInputs */
/** @typedef {{}} Booking_Summary_TransitInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_OfInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_FailedInputs */
/** @typedef {{ parts: NonNullable<unknown> }} Documents_Announce_FinishedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UploadedInputs */
/** @typedef {{}} Documents_Choose_DocumentInputs */
/** @typedef {{}} Documents_Choose_Document_PlaceholderInputs */
/** @typedef {{}} Documents_Choose_FilesInputs */
/** @typedef {{ files: NonNullable<unknown> }} Documents_Choose_ForInputs */
/** @typedef {{}} Documents_ClearInputs */
/** @typedef {{}} Documents_Clear_FinishedInputs */
/** @typedef {{}} Documents_DownloadInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Documents_Drop_HintInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Drop_PanelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Drop_RowInputs */
/** @typedef {{}} Documents_Empty_TextInputs */
/** @typedef {{}} Documents_Empty_TitleInputs */
/** @typedef {{}} Documents_File_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_FailedInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Load_FailedInputs */
/** @typedef {{}} Documents_LoadingInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_None_TextInputs */
/** @typedef {{}} Documents_None_TitleInputs */
/** @typedef {{}} Documents_Not_UploadedInputs */
/** @typedef {{}} Documents_Offline_ActionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, reason: NonNullable<unknown> }} Documents_Offline_AnnounceInputs */
/** @typedef {{}} Documents_OptionalInputs */
/** @typedef {{ ids: NonNullable<unknown>, shipment: NonNullable<unknown> }} Documents_Other_Shipment_ErrorInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Documents_Other_Shipment_NoteInputs */
/** @typedef {{}} Documents_Panel_DescriptionInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Panel_TitleInputs */
/** @typedef {{}} Documents_Phase_DoneInputs */
/** @typedef {{}} Documents_Phase_FailedInputs */
/** @typedef {{}} Documents_Phase_ReadingInputs */
/** @typedef {{}} Documents_Phase_ReadyInputs */
/** @typedef {{}} Documents_Phase_RefusedInputs */
/** @typedef {{}} Documents_Phase_SendingInputs */
/** @typedef {{}} Documents_Phase_UnknownInputs */
/** @typedef {{}} Documents_Phase_WaitingInputs */
/** @typedef {{}} Documents_Picker_Caption_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Caption_SearchInputs */
/** @typedef {{}} Documents_Picker_ChangeInputs */
/** @typedef {{}} Documents_Picker_Code_LabelInputs */
/** @typedef {{}} Documents_Picker_Code_PlaceholderInputs */
/** @typedef {{}} Documents_Picker_Col_ActionsInputs */
/** @typedef {{}} Documents_Picker_Col_PickupInputs */
/** @typedef {{}} Documents_Picker_Col_RouteInputs */
/** @typedef {{}} Documents_Picker_Col_ShipmentInputs */
/** @typedef {{}} Documents_Picker_Col_TypeInputs */
/** @typedef {{}} Documents_Picker_DescriptionInputs */
/** @typedef {{}} Documents_Picker_FindInputs */
/** @typedef {{ code: NonNullable<unknown> }} Documents_Picker_KeepInputs */
/** @typedef {{}} Documents_Picker_List_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Picker_ListedInputs */
/** @typedef {{}} Documents_Picker_Loading_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Looking_ForInputs */
/** @typedef {{}} Documents_Picker_Looking_UpInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Documents_Picker_MatchingInputs */
/** @typedef {{}} Documents_Picker_Most_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_No_MatchInputs */
/** @typedef {{}} Documents_Picker_NoneInputs */
/** @typedef {{}} Documents_Picker_None_TextInputs */
/** @typedef {{}} Documents_Picker_Open_TrackingInputs */
/** @typedef {{}} Documents_Picker_ShowInputs */
/** @typedef {{}} Documents_Picker_TitleInputs */
/** @typedef {{ uploaded: NonNullable<unknown>, required: NonNullable<unknown> }} Documents_Progress_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Progress_TextInputs */
/** @typedef {{ text: NonNullable<unknown> }} Documents_QuotedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Ready_AnnounceInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Refused_AnnounceInputs */
/** @typedef {{}} Documents_ReloadInputs */
/** @typedef {{}} Documents_Reload_ChecklistInputs */
/** @typedef {{}} Documents_RequiredInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Staged_AsInputs */
/** @typedef {{}} Documents_Staged_OfflineInputs */
/** @typedef {{}} Documents_Staged_TextInputs */
/** @typedef {{}} Documents_Staged_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_BusyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_DoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_RefusedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_UnknownInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Table_CaptionInputs */
/** @typedef {{}} Documents_Table_Col_ActionsInputs */
/** @typedef {{}} Documents_Table_Col_DocumentInputs */
/** @typedef {{}} Documents_Table_Col_ObservationsInputs */
/** @typedef {{}} Documents_Table_Col_StatusInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_OptionalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Optional_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Required_UploadedInputs */
/** @typedef {{}} Documents_TemplateInputs */
/** @typedef {{ name: NonNullable<unknown>, extension: NonNullable<unknown> }} Documents_Template_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_FailedInputs */
/** @typedef {{}} Documents_The_DocumentInputs */
/** @typedef {{}} Documents_This_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Unknown_ManyInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Unknown_OneInputs */
/** @typedef {{}} Documents_Unknown_TextInputs */
/** @typedef {{}} Documents_UnnamedInputs */
/** @typedef {{}} Documents_UploadInputs */
/** @typedef {{}} Documents_Upload_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Upload_FilesInputs */
/** @typedef {{ mib: NonNullable<unknown> }} Documents_Upload_LimitInputs */
/** @typedef {{}} Documents_Upload_Not_AcceptedInputs */
/** @typedef {{}} Documents_Upload_Unknown_ReasonInputs */
/** @typedef {{ when: NonNullable<unknown> }} Documents_Uploaded_AtInputs */
/** @typedef {{ file: NonNullable<unknown>, document: NonNullable<unknown> }} Documents_Uploading_AsInputs */
/** @typedef {{}} Documents_Uploads_TitleInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keychain_No_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown>, kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Keychain_Other_OriginInputs */
/** @typedef {{}} Keychain_UnavailableInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{}} Lookups_Airports_Col_IataInputs */
/** @typedef {{}} Lookups_Airports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_CountInputs */
/** @typedef {{}} Lookups_Airports_DescriptionInputs */
/** @typedef {{}} Lookups_Airports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_FoundInputs */
/** @typedef {{}} Lookups_Airports_Idle_TextInputs */
/** @typedef {{}} Lookups_Airports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Airports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_NoneInputs */
/** @typedef {{}} Lookups_Airports_PlaceholderInputs */
/** @typedef {{}} Lookups_Airports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_SearchingInputs */
/** @typedef {{}} Lookups_Airports_TitleInputs */
/** @typedef {{}} Lookups_Airports_Too_ShortInputs */
/** @typedef {{ title: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_CaptionInputs */
/** @typedef {{}} Lookups_Col_CityInputs */
/** @typedef {{}} Lookups_Col_CodeInputs */
/** @typedef {{}} Lookups_Col_CoordinatesInputs */
/** @typedef {{}} Lookups_Col_CountryInputs */
/** @typedef {{}} Lookups_Col_NameInputs */
/** @typedef {{}} Lookups_Col_SizeInputs */
/** @typedef {{}} Lookups_Col_TypeInputs */
/** @typedef {{}} Lookups_Containers_Col_ReeferInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Containers_CountInputs */
/** @typedef {{}} Lookups_Containers_DescriptionInputs */
/** @typedef {{}} Lookups_Containers_FailedInputs */
/** @typedef {{}} Lookups_Containers_LoadingInputs */
/** @typedef {{}} Lookups_Containers_NoneInputs */
/** @typedef {{ size: NonNullable<unknown> }} Lookups_Containers_Size_FtInputs */
/** @typedef {{}} Lookups_Containers_TitleInputs */
/** @typedef {{}} Lookups_EastInputs */
/** @typedef {{}} Lookups_List_Empty_TextInputs */
/** @typedef {{}} Lookups_NoInputs */
/** @typedef {{}} Lookups_NorthInputs */
/** @typedef {{}} Lookups_Pallets_Col_SizeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Pallets_CountInputs */
/** @typedef {{}} Lookups_Pallets_DescriptionInputs */
/** @typedef {{}} Lookups_Pallets_FailedInputs */
/** @typedef {{}} Lookups_Pallets_Height_Not_FixedInputs */
/** @typedef {{}} Lookups_Pallets_LoadingInputs */
/** @typedef {{}} Lookups_Pallets_NoneInputs */
/** @typedef {{}} Lookups_Pallets_Per_ShipmentInputs */
/** @typedef {{}} Lookups_Pallets_TitleInputs */
/** @typedef {{}} Lookups_Ports_Col_RkstInputs */
/** @typedef {{}} Lookups_Ports_Col_UnlocodeInputs */
/** @typedef {{}} Lookups_Ports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_CountInputs */
/** @typedef {{}} Lookups_Ports_DescriptionInputs */
/** @typedef {{}} Lookups_Ports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_FoundInputs */
/** @typedef {{}} Lookups_Ports_Idle_TextInputs */
/** @typedef {{}} Lookups_Ports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Ports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_NoneInputs */
/** @typedef {{}} Lookups_Ports_PlaceholderInputs */
/** @typedef {{}} Lookups_Ports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_SearchingInputs */
/** @typedef {{}} Lookups_Ports_TitleInputs */
/** @typedef {{}} Lookups_Ports_Too_ShortInputs */
/** @typedef {{}} Lookups_Postal_Col_CodeInputs */
/** @typedef {{}} Lookups_Postal_Col_RegionInputs */
/** @typedef {{}} Lookups_Postal_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_CountInputs */
/** @typedef {{}} Lookups_Postal_CountryInputs */
/** @typedef {{}} Lookups_Postal_DescriptionInputs */
/** @typedef {{}} Lookups_Postal_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_FoundInputs */
/** @typedef {{}} Lookups_Postal_Idle_TextInputs */
/** @typedef {{}} Lookups_Postal_Idle_TitleInputs */
/** @typedef {{}} Lookups_Postal_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_NoneInputs */
/** @typedef {{}} Lookups_Postal_PlaceholderInputs */
/** @typedef {{}} Lookups_Postal_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_SearchingInputs */
/** @typedef {{}} Lookups_Postal_TitleInputs */
/** @typedef {{}} Lookups_Postal_Too_ShortInputs */
/** @typedef {{ text: NonNullable<unknown> }} Lookups_QuotedInputs */
/** @typedef {{}} Lookups_ReloadInputs */
/** @typedef {{}} Lookups_SearchInputs */
/** @typedef {{}} Lookups_SouthInputs */
/** @typedef {{}} Lookups_WestInputs */
/** @typedef {{}} Lookups_YesInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Durable_Write_Not_FlushedInputs */
/** @typedef {{}} Main_Json_File_EmptyInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Main_Json_File_Not_JsonInputs */
/** @typedef {{ path: NonNullable<unknown>, reason: NonNullable<unknown>, keptAs: NonNullable<unknown> }} Main_Json_File_Set_AsideInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Json_File_UnexpectedInputs */
/** @typedef {{}} Main_Json_File_Unexpected_ContentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_Not_ImageInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown> }} Main_Logo_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_UnreadableInputs */
/** @typedef {{}} Main_Profile_Api_Key_RequiredInputs */
/** @typedef {{}} Main_Profile_Api_Secret_RequiredInputs */
/** @typedef {{}} Main_Profile_Key_And_SecretInputs */
/** @typedef {{}} Main_Profile_Key_And_Secret_FieldInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Profile_Keychain_Not_RestoredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Profile_Name_TakenInputs */
/** @typedef {{}} Main_Profile_Name_Taken_FieldInputs */
/** @typedef {{}} Main_Profile_New_Needs_KeyInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnchangeableInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnremovableInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Profile_UnknownInputs */
/** @typedef {{}} Main_Settings_Company_Name_MaxInputs */
/** @typedef {{}} Main_Settings_LanguageInputs */
/** @typedef {{ path: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Settings_Not_SavedInputs */
/** @typedef {{}} Main_Settings_Notification_SwitchInputs */
/** @typedef {{}} Main_Settings_Pdf_ChargesInputs */
/** @typedef {{}} Main_Settings_Pdf_Name_CarrierInputs */
/** @typedef {{}} Main_Settings_Pdf_Terms_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MinInputs */
/** @typedef {{}} Main_Settings_Sync_WholeInputs */
/** @typedef {{}} Main_Settings_ThemeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Upload_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown>, bytes: NonNullable<unknown> }} Main_Upload_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown>, allowed: NonNullable<unknown> }} Main_Upload_Type_RefusedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Palette_CommandsInputs */
/** @typedef {{}} Palette_Input_LabelInputs */
/** @typedef {{}} Palette_Input_PlaceholderInputs */
/** @typedef {{}} Palette_KeysInputs */
/** @typedef {{}} Palette_LabelInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Palette_Nothing_MatchesInputs */
/** @typedef {{}} Palette_Profile_SandboxInputs */
/** @typedef {{}} Palette_Profile_ServiceInputs */
/** @typedef {{}} Palette_Profile_WordsInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_DetailInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_LabelInputs */
/** @typedef {{}} Palette_Rate_WordsInputs */
/** @typedef {{}} Palette_Screen_WordsInputs */
/** @typedef {{}} Palette_SearchingInputs */
/** @typedef {{}} Palette_Section_Go_ToInputs */
/** @typedef {{}} Palette_Section_ProfilesInputs */
/** @typedef {{}} Palette_Section_RateInputs */
/** @typedef {{}} Palette_Section_ShipmentsInputs */
/** @typedef {{ code: NonNullable<unknown> }} Palette_ShipmentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Palette_Switch_ToInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Pricing_Amount_ProblemInputs */
/** @typedef {{}} Pricing_ChangeInputs */
/** @typedef {{}} Pricing_Col_ActionsInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Pricing_Csv_Bad_MarginInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Csv_Column_TwiceInputs */
/** @typedef {{}} Pricing_Csv_EmptyInputs */
/** @typedef {{ fields: NonNullable<unknown>, header: NonNullable<unknown> }} Pricing_Csv_Extra_FieldsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Csv_More_ProblemsInputs */
/** @typedef {{}} Pricing_Csv_Name_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Pricing_Csv_Name_RepeatedInputs */
/** @typedef {{}} Pricing_Csv_No_CustomerInputs */
/** @typedef {{}} Pricing_Csv_No_Name_ColumnInputs */
/** @typedef {{}} Pricing_Csv_Quote_OpenInputs */
/** @typedef {{ column: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Csv_Too_LongInputs */
/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Pricing_Csv_Unknown_ColumnInputs */
/** @typedef {{}} Pricing_Customer_AddInputs */
/** @typedef {{}} Pricing_Customer_ContactInputs */
/** @typedef {{}} Pricing_Customer_Contact_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_HintInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Default_MarginInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_HintInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_PlaceholderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Default_RuleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Form_ChangeInputs */
/** @typedef {{}} Pricing_Customer_Form_NewInputs */
/** @typedef {{}} Pricing_Customer_LanguageInputs */
/** @typedef {{}} Pricing_Customer_Language_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_NameInputs */
/** @typedef {{}} Pricing_Customer_NotesInputs */
/** @typedef {{}} Pricing_Customer_SaveInputs */
/** @typedef {{}} Pricing_Customer_Save_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_AddedInputs */
/** @typedef {{}} Pricing_Customers_Col_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customers_Col_CustomerInputs */
/** @typedef {{}} Pricing_Customers_Col_Default_MarginInputs */
/** @typedef {{}} Pricing_Customers_Col_LanguageInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_CountInputs */
/** @typedef {{ columns: NonNullable<unknown> }} Pricing_Customers_Csv_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_BodyInputs */
/** @typedef {{}} Pricing_Customers_Delete_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_FailedInputs */
/** @typedef {{}} Pricing_Customers_Delete_TitleInputs */
/** @typedef {{}} Pricing_Customers_DescriptionInputs */
/** @typedef {{}} Pricing_Customers_EmptyInputs */
/** @typedef {{}} Pricing_Customers_ImportInputs */
/** @typedef {{ file: NonNullable<unknown>, message: NonNullable<unknown> }} Pricing_Customers_Import_FailedInputs */
/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Pricing_Customers_Import_LineInputs */
/** @typedef {{ file: NonNullable<unknown>, added: NonNullable<unknown>, updated: NonNullable<unknown> }} Pricing_Customers_ImportedInputs */
/** @typedef {{}} Pricing_Customers_NewInputs */
/** @typedef {{}} Pricing_Customers_No_MatchInputs */
/** @typedef {{}} Pricing_Customers_Read_FailedInputs */
/** @typedef {{}} Pricing_Customers_SearchInputs */
/** @typedef {{}} Pricing_Customers_Search_PlaceholderInputs */
/** @typedef {{}} Pricing_Customers_TitleInputs */
/** @typedef {{ file: NonNullable<unknown> }} Pricing_Customers_Too_LargeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_UpdatedInputs */
/** @typedef {{}} Pricing_DeleteInputs */
/** @typedef {{}} Pricing_Field_Adds_NothingInputs */
/** @typedef {{}} Pricing_Field_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Amount_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Amount_WholeInputs */
/** @typedef {{}} Pricing_Field_Amounts_Need_CurrencyInputs */
/** @typedef {{}} Pricing_Field_CountryInputs */
/** @typedef {{ max: NonNullable<unknown> }} Pricing_Field_Csv_Too_LargeInputs */
/** @typedef {{}} Pricing_Field_CurrencyInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_DateInputs */
/** @typedef {{}} Pricing_Field_Exchange_Above_ZeroInputs */
/** @typedef {{}} Pricing_Field_Exchange_Two_CurrenciesInputs */
/** @typedef {{}} Pricing_Field_Margin_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Name_RequiredInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Field_No_DecimalsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_Not_TextInputs */
/** @typedef {{}} Pricing_Field_Per_Container_Needs_FclInputs */
/** @typedef {{}} Pricing_Field_Percent_WholeInputs */
/** @typedef {{}} Pricing_Field_PortInputs */
/** @typedef {{}} Pricing_Field_Rule_Needs_NameInputs */
/** @typedef {{}} Pricing_Field_Safe_AmountInputs */
/** @typedef {{}} Pricing_Field_The_CarrierInputs */
/** @typedef {{}} Pricing_Field_The_ContactInputs */
/** @typedef {{}} Pricing_Field_The_Currency_NoteInputs */
/** @typedef {{}} Pricing_Field_The_LanguageInputs */
/** @typedef {{}} Pricing_Field_The_NameInputs */
/** @typedef {{}} Pricing_Field_The_NotesInputs */
/** @typedef {{}} Pricing_Field_The_SearchInputs */
/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Field_Too_LongInputs */
/** @typedef {{}} Pricing_Level_CarrierInputs */
/** @typedef {{}} Pricing_Level_CustomerInputs */
/** @typedef {{}} Pricing_Level_DeskInputs */
/** @typedef {{}} Pricing_Level_Lane_CountryInputs */
/** @typedef {{}} Pricing_Level_Lane_PortInputs */
/** @typedef {{}} Pricing_Level_ModeInputs */
/** @typedef {{}} Pricing_Main_Chosen_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Customer_GoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, names: NonNullable<unknown> }} Pricing_Main_Customer_Has_RulesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_TakenInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_Taken_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Main_Import_RefusedInputs */
/** @typedef {{}} Pricing_Main_Pick_CustomerInputs */
/** @typedef {{}} Pricing_Main_Quote_Not_PricedInputs */
/** @typedef {{}} Pricing_Main_Quote_Sell_UnknownInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Quoted_NameInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Pricing_Main_Rate_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_GoneInputs */
/** @typedef {{}} Pricing_Main_Sell_ChangedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Pricing_Main_Sell_Not_KeptInputs */
/** @typedef {{}} Pricing_Main_Sell_UnknownInputs */
/** @typedef {{}} Pricing_Pdf_By_ChargeInputs */
/** @typedef {{}} Pricing_Pdf_DescriptionInputs */
/** @typedef {{}} Pricing_Pdf_Name_CarrierInputs */
/** @typedef {{}} Pricing_Pdf_Name_Carrier_HintInputs */
/** @typedef {{}} Pricing_Pdf_One_LineInputs */
/** @typedef {{}} Pricing_Pdf_PriceInputs */
/** @typedef {{}} Pricing_Pdf_SaveInputs */
/** @typedef {{}} Pricing_Pdf_Save_FailedInputs */
/** @typedef {{}} Pricing_Pdf_TermsInputs */
/** @typedef {{}} Pricing_Pdf_Terms_HintInputs */
/** @typedef {{}} Pricing_Pdf_TitleInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pricing_PercentInputs */
/** @typedef {{}} Pricing_Percentage_ProblemInputs */
/** @typedef {{}} Pricing_Report_All_CustomersInputs */
/** @typedef {{}} Pricing_Report_By_HandInputs */
/** @typedef {{}} Pricing_Report_CancelledInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_BuyInputs */
/** @typedef {{}} Pricing_Report_Col_CarrierInputs */
/** @typedef {{}} Pricing_Report_Col_CustomerInputs */
/** @typedef {{}} Pricing_Report_Col_FromInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_MarginInputs */
/** @typedef {{}} Pricing_Report_Col_ModeInputs */
/** @typedef {{}} Pricing_Report_Col_QuoteInputs */
/** @typedef {{}} Pricing_Report_Col_QuotesInputs */
/** @typedef {{}} Pricing_Report_Col_RuleInputs */
/** @typedef {{}} Pricing_Report_Col_SavedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_SellInputs */
/** @typedef {{}} Pricing_Report_Col_ToInputs */
/** @typedef {{}} Pricing_Report_Col_Valid_UntilInputs */
/** @typedef {{}} Pricing_Report_CustomerInputs */
/** @typedef {{}} Pricing_Report_DescriptionInputs */
/** @typedef {{}} Pricing_Report_Each_QuoteInputs */
/** @typedef {{}} Pricing_Report_Export_CsvInputs */
/** @typedef {{}} Pricing_Report_Export_XlsxInputs */
/** @typedef {{}} Pricing_Report_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_CustomersInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_QuotesInputs */
/** @typedef {{}} Pricing_Report_FromInputs */
/** @typedef {{}} Pricing_Report_LinesInputs */
/** @typedef {{}} Pricing_Report_No_CurrencyInputs */
/** @typedef {{}} Pricing_Report_No_CustomerInputs */
/** @typedef {{}} Pricing_Report_No_RuleInputs */
/** @typedef {{}} Pricing_Report_Per_CustomerInputs */
/** @typedef {{}} Pricing_Report_Period_ProblemInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Report_Rule_LevelInputs */
/** @typedef {{}} Pricing_Report_Sheet_CustomersInputs */
/** @typedef {{}} Pricing_Report_Sheet_QuotesInputs */
/** @typedef {{}} Pricing_Report_TitleInputs */
/** @typedef {{}} Pricing_Report_ToInputs */
/** @typedef {{}} Pricing_Rule_AddInputs */
/** @typedef {{}} Pricing_Rule_Any_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Any_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Any_ModeInputs */
/** @typedef {{}} Pricing_Rule_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Carrier_HintInputs */
/** @typedef {{}} Pricing_Rule_CountedInputs */
/** @typedef {{}} Pricing_Rule_CurrencyInputs */
/** @typedef {{}} Pricing_Rule_Currency_HintInputs */
/** @typedef {{}} Pricing_Rule_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Destination_CountryInputs */
/** @typedef {{}} Pricing_Rule_Destination_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Destination_PortInputs */
/** @typedef {{}} Pricing_Rule_Destination_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_FixedInputs */
/** @typedef {{}} Pricing_Rule_Fixed_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rule_Form_ChangeInputs */
/** @typedef {{}} Pricing_Rule_Form_NewInputs */
/** @typedef {{}} Pricing_Rule_MarginInputs */
/** @typedef {{}} Pricing_Rule_MinimumInputs */
/** @typedef {{}} Pricing_Rule_Minimum_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ModeInputs */
/** @typedef {{}} Pricing_Rule_NameInputs */
/** @typedef {{}} Pricing_Rule_Name_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_CountryInputs */
/** @typedef {{}} Pricing_Rule_Origin_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_PortInputs */
/** @typedef {{}} Pricing_Rule_Origin_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Per_ContainerInputs */
/** @typedef {{}} Pricing_Rule_Per_KgInputs */
/** @typedef {{}} Pricing_Rule_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Rule_PercentInputs */
/** @typedef {{}} Pricing_Rule_Percent_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Port_HintInputs */
/** @typedef {{}} Pricing_Rule_SaveInputs */
/** @typedef {{}} Pricing_Rule_Save_FailedInputs */
/** @typedef {{}} Pricing_Rules_Col_ForInputs */
/** @typedef {{}} Pricing_Rules_Col_MarginInputs */
/** @typedef {{}} Pricing_Rules_Col_RuleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Rules_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rules_Delete_BodyInputs */
/** @typedef {{}} Pricing_Rules_Delete_ConfirmInputs */
/** @typedef {{}} Pricing_Rules_Delete_FailedInputs */
/** @typedef {{}} Pricing_Rules_Delete_TitleInputs */
/** @typedef {{}} Pricing_Rules_DescriptionInputs */
/** @typedef {{}} Pricing_Rules_EmptyInputs */
/** @typedef {{ level: NonNullable<unknown> }} Pricing_Rules_Level_NoteInputs */
/** @typedef {{}} Pricing_Rules_NewInputs */
/** @typedef {{}} Pricing_Rules_Read_FailedInputs */
/** @typedef {{}} Pricing_Rules_TitleInputs */
/** @typedef {{}} Pricing_Scope_AnyInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pricing_Scope_Deleted_CustomerInputs */
/** @typedef {{}} Pricing_Scope_Every_RateInputs */
/** @typedef {{ terms: NonNullable<unknown>, minimum: NonNullable<unknown> }} Pricing_Terms_At_LeastInputs */
/** @typedef {{}} Pricing_Terms_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ContainerInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_KgInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Unknown_An_Unknown_CurrencyInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Pricing_Unknown_Currency_JoinInputs */
/** @typedef {{ rule: NonNullable<unknown>, theirs: NonNullable<unknown> }} Pricing_Unknown_Needs_ExchangeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Unknown_No_Amount_InInputs */
/** @typedef {{}} Pricing_Unknown_No_BuyInputs */
/** @typedef {{}} Pricing_Unknown_No_ContainersInputs */
/** @typedef {{}} Pricing_Unknown_No_WeightInputs */
/** @typedef {{}} Pricing_Unknown_Rule_No_CurrencyInputs */
/** @typedef {{}} Pricing_Unknown_That_CurrencyInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown>, count: NonNullable<unknown> }} Pricing_Why_Most_SpecificInputs */
/** @typedef {{}} Pricing_Why_No_RuleInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_OlderInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Why_OnlyInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_WrittenInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} Quotes_As_QuotedInputs */
/** @typedef {{}} Quotes_BookInputs */
/** @typedef {{}} Quotes_BuyInputs */
/** @typedef {{}} Quotes_Col_ActionsInputs */
/** @typedef {{}} Quotes_Col_CarrierInputs */
/** @typedef {{}} Quotes_Col_DeliveryInputs */
/** @typedef {{}} Quotes_Col_PriceInputs */
/** @typedef {{}} Quotes_Col_TransitInputs */
/** @typedef {{}} Quotes_Col_ValidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_CountInputs */
/** @typedef {{}} Quotes_DeleteInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_BodyInputs */
/** @typedef {{}} Quotes_Delete_ConfirmInputs */
/** @typedef {{}} Quotes_Delete_FailedInputs */
/** @typedef {{}} Quotes_Delete_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_Unknown_BodyInputs */
/** @typedef {{}} Quotes_Delete_Unknown_WhatInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_DeletedInputs */
/** @typedef {{}} Quotes_DescriptionInputs */
/** @typedef {{}} Quotes_Description_ColInputs */
/** @typedef {{ customer: NonNullable<unknown> }} Quotes_For_CustomerInputs */
/** @typedef {{}} Quotes_Go_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Hide_SurchargesInputs */
/** @typedef {{}} Quotes_Load_FailedInputs */
/** @typedef {{}} Quotes_LoadingInputs */
/** @typedef {{}} Quotes_Needs_ServiceInputs */
/** @typedef {{}} Quotes_No_CustomerInputs */
/** @typedef {{}} Quotes_No_RuleInputs */
/** @typedef {{}} Quotes_None_BodyInputs */
/** @typedef {{}} Quotes_None_TitleInputs */
/** @typedef {{}} Quotes_Not_Bookable_ExpiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Quotes_Not_Bookable_ModeInputs */
/** @typedef {{}} Quotes_Not_Bookable_No_TypeInputs */
/** @typedef {{}} Quotes_Not_ConfirmedInputs */
/** @typedef {{}} Quotes_Not_PricedInputs */
/** @typedef {{}} Quotes_Not_Sold_HereInputs */
/** @typedef {{}} Quotes_Pdf_CancelledInputs */
/** @typedef {{}} Quotes_Pdf_FailedInputs */
/** @typedef {{}} Quotes_Pdf_LanguageInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_CustomerInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_DeskInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_EachInputs */
/** @typedef {{ date: NonNullable<unknown> }} Quotes_Pickup_OnInputs */
/** @typedef {{}} Quotes_Plus_MarginInputs */
/** @typedef {{}} Quotes_ReloadInputs */
/** @typedef {{}} Quotes_Reload_SavedInputs */
/** @typedef {{}} Quotes_Set_By_HandInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Show_SurchargesInputs */
/** @typedef {{}} Quotes_SurchargeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_Surcharges_OfInputs */
/** @typedef {{}} Quotes_TaxInputs */
/** @typedef {{}} Quotes_The_CarrierInputs */
/** @typedef {{}} Quotes_TitleInputs */
/** @typedef {{}} Quotes_Type_UnknownInputs */
/** @typedef {{}} Quotes_Unknown_CarrierInputs */
/** @typedef {{}} Quotes_Unknown_Carrier_LowerInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_Address_By_HandInputs */
/** @typedef {{}} Rating_Address_HintInputs */
/** @typedef {{}} Rating_Address_NounInputs */
/** @typedef {{}} Rating_Address_PlaceholderInputs */
/** @typedef {{}} Rating_Address_Postal_CodeInputs */
/** @typedef {{}} Rating_Address_RegionInputs */
/** @typedef {{}} Rating_Address_SearchInputs */
/** @typedef {{}} Rating_Air_AircraftInputs */
/** @typedef {{}} Rating_Air_ArrivesInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Rating_Air_Chargeable_WeightInputs */
/** @typedef {{}} Rating_Air_DepartsInputs */
/** @typedef {{}} Rating_Air_FlightInputs */
/** @typedef {{}} Rating_Air_FlightsInputs */
/** @typedef {{}} Rating_Air_FreightInputs */
/** @typedef {{}} Rating_Air_No_FlightsInputs */
/** @typedef {{}} Rating_All_In_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_All_In_SurchargesInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Announce_Not_SavedInputs */
/** @typedef {{}} Rating_Announce_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Announce_Saved_AsInputs */
/** @typedef {{}} Rating_Announce_UnknownInputs */
/** @typedef {{}} Rating_BookInputs */
/** @typedef {{}} Rating_Book_TitleInputs */
/** @typedef {{}} Rating_Book_Unknown_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Carriers_CountInputs */
/** @typedef {{}} Rating_CheapestInputs */
/** @typedef {{}} Rating_Check_QuotesInputs */
/** @typedef {{}} Rating_CityInputs */
/** @typedef {{}} Rating_Col_ActionsInputs */
/** @typedef {{}} Rating_Col_BuyInputs */
/** @typedef {{}} Rating_Col_CarrierInputs */
/** @typedef {{}} Rating_Col_DeliveryInputs */
/** @typedef {{}} Rating_Col_SellInputs */
/** @typedef {{}} Rating_Col_TransitInputs */
/** @typedef {{}} Rating_Col_ValidInputs */
/** @typedef {{}} Rating_ContainerInputs */
/** @typedef {{}} Rating_CountryInputs */
/** @typedef {{}} Rating_Country_Group_By_HandInputs */
/** @typedef {{}} Rating_Country_Group_ListedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_BuyInputs */
/** @typedef {{}} Rating_Csv_Buy_FromInputs */
/** @typedef {{}} Rating_Csv_CarrierInputs */
/** @typedef {{}} Rating_Csv_DeliveryInputs */
/** @typedef {{}} Rating_Csv_From_NoneInputs */
/** @typedef {{}} Rating_Csv_From_PriceInputs */
/** @typedef {{}} Rating_Csv_From_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_Csv_From_SurchargesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_MarginInputs */
/** @typedef {{}} Rating_Csv_Margin_RuleInputs */
/** @typedef {{}} Rating_Csv_PickupInputs */
/** @typedef {{}} Rating_Csv_PrebookingInputs */
/** @typedef {{}} Rating_Csv_Rate_IdInputs */
/** @typedef {{}} Rating_Csv_Rule_By_HandInputs */
/** @typedef {{}} Rating_Csv_Rule_NoneInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Csv_Rule_UnknownInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_SellInputs */
/** @typedef {{}} Rating_Csv_ServiceInputs */
/** @typedef {{}} Rating_Csv_Transit_DaysInputs */
/** @typedef {{}} Rating_Csv_Unknown_CurrencyInputs */
/** @typedef {{}} Rating_Csv_Valid_UntilInputs */
/** @typedef {{}} Rating_Day_UnitInputs */
/** @typedef {{}} Rating_Days_UnitInputs */
/** @typedef {{}} Rating_Delivery_AddressInputs */
/** @typedef {{}} Rating_DetailsInputs */
/** @typedef {{}} Rating_Details_FailedInputs */
/** @typedef {{}} Rating_Details_LoadingInputs */
/** @typedef {{}} Rating_End_AirportInputs */
/** @typedef {{}} Rating_End_Airport_NounInputs */
/** @typedef {{}} Rating_End_Airport_PlaceholderInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_End_Airports_FirstInputs */
/** @typedef {{}} Rating_End_ArrivalInputs */
/** @typedef {{}} Rating_End_Delivery_Store_DoorInputs */
/** @typedef {{}} Rating_End_DepartureInputs */
/** @typedef {{}} Rating_End_DestinationInputs */
/** @typedef {{}} Rating_End_OriginInputs */
/** @typedef {{}} Rating_End_Pickup_Store_DoorInputs */
/** @typedef {{}} Rating_End_PortInputs */
/** @typedef {{}} Rating_End_Port_DischargeInputs */
/** @typedef {{}} Rating_End_Port_LoadingInputs */
/** @typedef {{}} Rating_End_Port_NounInputs */
/** @typedef {{}} Rating_End_Port_PlaceholderInputs */
/** @typedef {{}} Rating_End_RkstInputs */
/** @typedef {{}} Rating_End_ServiceInputs */
/** @typedef {{}} Rating_End_Service_CyInputs */
/** @typedef {{}} Rating_End_Service_Hint_DestinationInputs */
/** @typedef {{}} Rating_End_Service_Hint_OriginInputs */
/** @typedef {{}} Rating_End_Service_SdInputs */
/** @typedef {{}} Rating_End_UnlocodeInputs */
/** @typedef {{}} Rating_Expired_TitleInputs */
/** @typedef {{}} Rating_Export_CancelledInputs */
/** @typedef {{}} Rating_Export_CsvInputs */
/** @typedef {{}} Rating_Export_FailedInputs */
/** @typedef {{}} Rating_FastestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Rating_Filter_All_CarriersInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_All_ShownInputs */
/** @typedef {{}} Rating_Filter_Amount_InvalidInputs */
/** @typedef {{}} Rating_Filter_AnyInputs */
/** @typedef {{}} Rating_Filter_BasisInputs */
/** @typedef {{}} Rating_Filter_BuyInputs */
/** @typedef {{}} Rating_Filter_CarrierInputs */
/** @typedef {{}} Rating_Filter_ClearInputs */
/** @typedef {{}} Rating_Filter_Currencies_NoteInputs */
/** @typedef {{}} Rating_Filter_Days_InvalidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_HiddenInputs */
/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Rating_Filter_Hidden_RestInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_SellInputs */
/** @typedef {{}} Rating_Filter_Max_TransitInputs */
/** @typedef {{}} Rating_Filter_Min_Above_MaxInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_SellInputs */
/** @typedef {{}} Rating_Filter_SellInputs */
/** @typedef {{ address: NonNullable<unknown> }} Rating_Form_Address_RequiredInputs */
/** @typedef {{}} Rating_Form_Arrival_AirportInputs */
/** @typedef {{}} Rating_Form_ClearInputs */
/** @typedef {{}} Rating_Form_CurrencyInputs */
/** @typedef {{}} Rating_Form_Currency_HintInputs */
/** @typedef {{}} Rating_Form_CustomsInputs */
/** @typedef {{}} Rating_Form_Customs_HintInputs */
/** @typedef {{}} Rating_Form_DangerousInputs */
/** @typedef {{}} Rating_Form_Dangerous_HintInputs */
/** @typedef {{}} Rating_Form_Departure_AirportInputs */
/** @typedef {{}} Rating_Form_Description_AddressInputs */
/** @typedef {{}} Rating_Form_Description_AirportInputs */
/** @typedef {{}} Rating_Form_Description_PortInputs */
/** @typedef {{}} Rating_Form_Get_RatesInputs */
/** @typedef {{}} Rating_Form_Goods_DescriptionInputs */
/** @typedef {{}} Rating_Form_Goods_Description_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_PlaceholderInputs */
/** @typedef {{}} Rating_Form_Goods_RequiredInputs */
/** @typedef {{}} Rating_Form_Goods_ValueInputs */
/** @typedef {{}} Rating_Form_Goods_Value_HintInputs */
/** @typedef {{}} Rating_Form_Goods_Value_InvalidInputs */
/** @typedef {{}} Rating_Form_Goods_Value_NegativeInputs */
/** @typedef {{}} Rating_Form_Goods_Value_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_Value_RequiredInputs */
/** @typedef {{}} Rating_Form_InsuranceInputs */
/** @typedef {{}} Rating_Form_Insurance_HintInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_LabelInputs */
/** @typedef {{}} Rating_Form_Needs_ServiceInputs */
/** @typedef {{}} Rating_Form_No_CustomerInputs */
/** @typedef {{}} Rating_Form_Pickup_DateInputs */
/** @typedef {{ example: NonNullable<unknown> }} Rating_Form_Pickup_Date_InvalidInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_PastInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_RequiredInputs */
/** @typedef {{}} Rating_Form_Pickup_GoodsInputs */
/** @typedef {{ end: NonNullable<unknown> }} Rating_Form_Port_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Form_ProblemsInputs */
/** @typedef {{}} Rating_Form_Quote_ForInputs */
/** @typedef {{}} Rating_Form_Quote_For_HintInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Form_RequiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_TitleInputs */
/** @typedef {{}} Rating_FromInputs */
/** @typedef {{}} Rating_Hide_DetailsInputs */
/** @typedef {{}} Rating_Hint_AirInputs */
/** @typedef {{}} Rating_Hint_RoadInputs */
/** @typedef {{}} Rating_Hint_SeaInputs */
/** @typedef {{}} Rating_Line_Cargo_WeightInputs */
/** @typedef {{}} Rating_Line_Container_TypeInputs */
/** @typedef {{}} Rating_Line_HeightInputs */
/** @typedef {{}} Rating_Line_ImoInputs */
/** @typedef {{}} Rating_Line_LengthInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Rating_Line_NameInputs */
/** @typedef {{}} Rating_Line_Noun_BoxInputs */
/** @typedef {{}} Rating_Line_Noun_CargoInputs */
/** @typedef {{}} Rating_Line_Noun_ContainerInputs */
/** @typedef {{}} Rating_Line_Noun_PalletInputs */
/** @typedef {{}} Rating_Line_Noun_PieceInputs */
/** @typedef {{}} Rating_Line_OptionalInputs */
/** @typedef {{}} Rating_Line_Pallet_TypeInputs */
/** @typedef {{}} Rating_Line_QuantityInputs */
/** @typedef {{}} Rating_Line_ReeferInputs */
/** @typedef {{}} Rating_Line_Shipper_OwnedInputs */
/** @typedef {{}} Rating_Line_StackableInputs */
/** @typedef {{}} Rating_Line_VolumeInputs */
/** @typedef {{}} Rating_Line_WeightInputs */
/** @typedef {{}} Rating_Line_WidthInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Rating_Lines_AddInputs */
/** @typedef {{}} Rating_Lines_BoxesInputs */
/** @typedef {{}} Rating_Lines_CargoInputs */
/** @typedef {{}} Rating_Lines_ChooseInputs */
/** @typedef {{}} Rating_Lines_Container_TypesInputs */
/** @typedef {{}} Rating_Lines_Container_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_ContainersInputs */
/** @typedef {{}} Rating_Lines_Lcl_HintInputs */
/** @typedef {{}} Rating_Lines_NoInputs */
/** @typedef {{}} Rating_Lines_Pallet_TypesInputs */
/** @typedef {{}} Rating_Lines_Pallet_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_PalletsInputs */
/** @typedef {{}} Rating_Lines_PiecesInputs */
/** @typedef {{}} Rating_Lines_Pieces_HintInputs */
/** @typedef {{}} Rating_Lines_Reefer_HintInputs */
/** @typedef {{ line: NonNullable<unknown> }} Rating_Lines_RemoveInputs */
/** @typedef {{ what: NonNullable<unknown> }} Rating_Lines_Saved_ListInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Lines_Set_By_TypeInputs */
/** @typedef {{}} Rating_Lines_YesInputs */
/** @typedef {{}} Rating_Margin_AmountInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_Amount_InvalidInputs */
/** @typedef {{}} Rating_Margin_ApplyInputs */
/** @typedef {{}} Rating_Margin_Back_To_RuleInputs */
/** @typedef {{}} Rating_Margin_By_HandInputs */
/** @typedef {{}} Rating_Margin_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_No_DecimalsInputs */
/** @typedef {{}} Rating_Margin_Note_By_HandInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Rating_Margin_Note_MinimumInputs */
/** @typedef {{}} Rating_Margin_Note_No_RuleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rating_Margin_Part_By_HandInputs */
/** @typedef {{ from: NonNullable<unknown>, rate: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Margin_Part_ExchangeInputs */
/** @typedef {{ minimum: NonNullable<unknown>, raised: NonNullable<unknown> }} Rating_Margin_Part_MinimumInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_ContainerInputs */
/** @typedef {{ kg: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_KgInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Rating_Margin_Part_Per_ShipmentInputs */
/** @typedef {{ unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_Shipment_IsInputs */
/** @typedef {{ percent: NonNullable<unknown>, of: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_PercentInputs */
/** @typedef {{}} Rating_Margin_Percent_InvalidInputs */
/** @typedef {{}} Rating_Margin_Percent_Of_BuyInputs */
/** @typedef {{}} Rating_Margin_Placeholder_AmountInputs */
/** @typedef {{}} Rating_Margin_Placeholder_PercentInputs */
/** @typedef {{}} Rating_Margin_Rules_LoadingInputs */
/** @typedef {{}} Rating_Margin_Rules_Still_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Margin_Saved_AsInputs */
/** @typedef {{}} Rating_Margin_Set_By_Hand_InsteadInputs */
/** @typedef {{}} Rating_Margin_TitleInputs */
/** @typedef {{}} Rating_Margin_UnknownInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Margin_Unknown_WhyInputs */
/** @typedef {{}} Rating_Mode_AirInputs */
/** @typedef {{}} Rating_Mode_BoxesInputs */
/** @typedef {{}} Rating_Mode_PalletsInputs */
/** @typedef {{}} Rating_Mode_Sea_FclInputs */
/** @typedef {{}} Rating_Mode_Sea_LclInputs */
/** @typedef {{}} Rating_No_Further_DetailsInputs */
/** @typedef {{}} Rating_No_Rate_PassesInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rating_Not_Bookable_NoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Not_SavedInputs */
/** @typedef {{}} Rating_Open_QuotesInputs */
/** @typedef {{}} Rating_Pallet_AmericanInputs */
/** @typedef {{ type: NonNullable<unknown> }} Rating_Pallet_As_CustomInputs */
/** @typedef {{}} Rating_Pallet_CustomInputs */
/** @typedef {{}} Rating_Pallet_EuroInputs */
/** @typedef {{}} Rating_Pallet_Euro2Inputs */
/** @typedef {{}} Rating_Pallet_HintInputs */
/** @typedef {{}} Rating_Pallet_UkInputs */
/** @typedef {{}} Rating_Pickup_AddressInputs */
/** @typedef {{ date: NonNullable<unknown> }} Rating_Pickup_OnInputs */
/** @typedef {{}} Rating_PrebookingInputs */
/** @typedef {{}} Rating_PriceInputs */
/** @typedef {{}} Rating_Rates_Asking_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Rates_CountInputs */
/** @typedef {{}} Rating_Rates_FailedInputs */
/** @typedef {{}} Rating_Rates_None_BodyInputs */
/** @typedef {{}} Rating_Rates_None_ReceivedInputs */
/** @typedef {{}} Rating_Rates_None_TitleInputs */
/** @typedef {{}} Rating_Rates_PreviousInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown> }} Rating_Rates_ReceivedInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown>, route: NonNullable<unknown>, when: NonNullable<unknown> }} Rating_Rates_SummaryInputs */
/** @typedef {{}} Rating_Rates_TitleInputs */
/** @typedef {{}} Rating_Sale_Edit_RulesInputs */
/** @typedef {{}} Rating_Sale_ExchangeInputs */
/** @typedef {{}} Rating_Sale_Exchange_HintInputs */
/** @typedef {{}} Rating_Sale_Exchange_InvalidInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Sale_Exchange_LabelInputs */
/** @typedef {{}} Rating_Sale_Exchange_PlaceholderInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_CustomerInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_DeskInputs */
/** @typedef {{}} Rating_Sale_No_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Sale_RulesInputs */
/** @typedef {{}} Rating_Save_FailedInputs */
/** @typedef {{}} Rating_Save_Needs_ServiceInputs */
/** @typedef {{}} Rating_Save_No_ReasonInputs */
/** @typedef {{}} Rating_Save_QuoteInputs */
/** @typedef {{}} Rating_Save_Unknown_BadgeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Rating_Save_Unknown_BodyInputs */
/** @typedef {{ carrier: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Save_Unknown_Body_AmountInputs */
/** @typedef {{}} Rating_Save_Unknown_WhatInputs */
/** @typedef {{}} Rating_SavedInputs */
/** @typedef {{}} Rating_Saved_As_QuoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Saved_As_Quote_MessageInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Saved_As_Quote_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, message: NonNullable<unknown> }} Rating_Saved_As_Quote_Number_MessageInputs */
/** @typedef {{}} Rating_Screen_ModeInputs */
/** @typedef {{}} Rating_Sea_ByInputs */
/** @typedef {{}} Rating_Sea_ChargeInputs */
/** @typedef {{}} Rating_Sea_DeadlineInputs */
/** @typedef {{}} Rating_Sea_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_Free_DaysInputs */
/** @typedef {{}} Rating_Sea_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_Free_Time_ConditionsInputs */
/** @typedef {{}} Rating_Sea_KindInputs */
/** @typedef {{ number: NonNullable<unknown>, leg: NonNullable<unknown> }} Rating_Sea_LegInputs */
/** @typedef {{}} Rating_Sea_No_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_No_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_No_LegsInputs */
/** @typedef {{}} Rating_Sea_No_Legs_PrebookingInputs */
/** @typedef {{}} Rating_Sea_No_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PrebookingInputs */
/** @typedef {{}} Rating_Sea_RouteInputs */
/** @typedef {{}} Rating_Sea_Route_LegsInputs */
/** @typedef {{}} Rating_Sea_VesselInputs */
/** @typedef {{ note: NonNullable<unknown> }} Rating_See_DetailsInputs */
/** @typedef {{}} Rating_Sell_Not_KnownInputs */
/** @typedef {{}} Rating_Sell_UnknownInputs */
/** @typedef {{}} Rating_Show_DetailsInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Sort_CurrencyInputs */
/** @typedef {{}} Rating_Sort_No_CurrencyInputs */
/** @typedef {{}} Rating_SurchargeInputs */
/** @typedef {{}} Rating_Surcharges_AllInputs */
/** @typedef {{}} Rating_Surcharges_BasisInputs */
/** @typedef {{}} Rating_Surcharges_CodeInputs */
/** @typedef {{}} Rating_Surcharges_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Rating_Surcharges_Group_TotalInputs */
/** @typedef {{}} Rating_Surcharges_No_CurrencyInputs */
/** @typedef {{}} Rating_Surcharges_NoneInputs */
/** @typedef {{}} Rating_Surcharges_QtyInputs */
/** @typedef {{}} Rating_Surcharges_TotalInputs */
/** @typedef {{}} Rating_Surcharges_Unit_PriceInputs */
/** @typedef {{ rates: NonNullable<unknown> }} Rating_Table_CaptionInputs */
/** @typedef {{}} Rating_ToInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Validity_DaysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, hours: NonNullable<unknown> }} Rating_Validity_Days_HoursInputs */
/** @typedef {{}} Rating_Validity_ExpiredInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expired_AgoInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expires_InInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Rating_Validity_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Rating_Validity_Hours_MinutesInputs */
/** @typedef {{}} Rating_Validity_Less_Than_MinuteInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Rating_Validity_MinutesInputs */
/** @typedef {{}} Rating_Validity_Not_GivenInputs */
/** @typedef {{ when: NonNullable<unknown> }} Rating_Validity_UntilInputs */
/** @typedef {{}} Rating_Waiting_AskingInputs */
/** @typedef {{}} Rating_Waiting_None_BodyInputs */
/** @typedef {{}} Rating_Waiting_None_TitleInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_CopyInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_ToInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Disk_FullInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Read_OnlyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tariffs_About_OfInputs */
/** @typedef {{}} Tariffs_Col_ActionsInputs */
/** @typedef {{}} Tariffs_Col_AmountInputs */
/** @typedef {{}} Tariffs_Col_CarrierInputs */
/** @typedef {{}} Tariffs_Col_ChargeInputs */
/** @typedef {{}} Tariffs_Col_Charge_TypeInputs */
/** @typedef {{}} Tariffs_Col_CommodityInputs */
/** @typedef {{}} Tariffs_Col_ContainerInputs */
/** @typedef {{}} Tariffs_Col_ContractInputs */
/** @typedef {{}} Tariffs_Col_CostsInputs */
/** @typedef {{}} Tariffs_Col_CurrencyInputs */
/** @typedef {{}} Tariffs_Col_DescriptionInputs */
/** @typedef {{}} Tariffs_Col_LaneInputs */
/** @typedef {{}} Tariffs_Col_RatesInputs */
/** @typedef {{}} Tariffs_Col_ServiceInputs */
/** @typedef {{}} Tariffs_Col_TransitInputs */
/** @typedef {{}} Tariffs_Col_TypeInputs */
/** @typedef {{}} Tariffs_Col_UnitInputs */
/** @typedef {{}} Tariffs_Col_ValidInputs */
/** @typedef {{}} Tariffs_Col_ViaInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comment_LengthInputs */
/** @typedef {{}} Tariffs_CommentsInputs */
/** @typedef {{}} Tariffs_Comments_HintInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comments_MaxInputs */
/** @typedef {{}} Tariffs_Contract_NumberInputs */
/** @typedef {{}} Tariffs_Contract_Number_RequiredInputs */
/** @typedef {{}} Tariffs_Contract_PlaceholderInputs */
/** @typedef {{}} Tariffs_Contract_ReferenceInputs */
/** @typedef {{}} Tariffs_Contract_RequiredInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Tariffs_Costs_CaptionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Costs_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_RatesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_TariffsInputs */
/** @typedef {{}} Tariffs_Csv_HintInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tariffs_Date_LikeInputs */
/** @typedef {{}} Tariffs_Detail_Document_IdInputs */
/** @typedef {{}} Tariffs_Detail_Rates_ImportedInputs */
/** @typedef {{}} Tariffs_Download_TemplateInputs */
/** @typedef {{}} Tariffs_Drop_LabelInputs */
/** @typedef {{}} Tariffs_Drop_PromptInputs */
/** @typedef {{}} Tariffs_Export_CsvInputs */
/** @typedef {{}} Tariffs_External_IdInputs */
/** @typedef {{}} Tariffs_External_Id_HintInputs */
/** @typedef {{}} Tariffs_FilesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Files_MaxInputs */
/** @typedef {{}} Tariffs_Files_RequiredInputs */
/** @typedef {{}} Tariffs_From_DateInputs */
/** @typedef {{}} Tariffs_From_RequiredInputs */
/** @typedef {{}} Tariffs_Hide_RatesInputs */
/** @typedef {{ limit: NonNullable<unknown>, max: NonNullable<unknown> }} Tariffs_LimitsInputs */
/** @typedef {{}} Tariffs_NameInputs */
/** @typedef {{}} Tariffs_Name_HintInputs */
/** @typedef {{}} Tariffs_Name_Part_HintInputs */
/** @typedef {{}} Tariffs_No_CostsInputs */
/** @typedef {{}} Tariffs_No_FileInputs */
/** @typedef {{}} Tariffs_Not_AcceptedInputs */
/** @typedef {{}} Tariffs_Not_UploadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tariffs_Note_UploadedInputs */
/** @typedef {{}} Tariffs_Offline_ActionInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Rates_CaptionInputs */
/** @typedef {{}} Tariffs_RefusedInputs */
/** @typedef {{ counts: NonNullable<unknown> }} Tariffs_Report_AnnounceInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_CaptionInputs */
/** @typedef {{}} Tariffs_Report_DescriptionInputs */
/** @typedef {{}} Tariffs_Report_Failed_AnnounceInputs */
/** @typedef {{ counts: NonNullable<unknown>, contract: NonNullable<unknown> }} Tariffs_Report_ForInputs */
/** @typedef {{}} Tariffs_Report_Idle_TextInputs */
/** @typedef {{}} Tariffs_Report_Idle_TitleInputs */
/** @typedef {{}} Tariffs_Report_LoadingInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_NoneInputs */
/** @typedef {{}} Tariffs_Report_None_TextInputs */
/** @typedef {{}} Tariffs_Report_Read_FailedInputs */
/** @typedef {{}} Tariffs_Report_TitleInputs */
/** @typedef {{}} Tariffs_ScacInputs */
/** @typedef {{}} Tariffs_Scac_HintInputs */
/** @typedef {{}} Tariffs_Scac_LettersInputs */
/** @typedef {{}} Tariffs_Scac_RequiredInputs */
/** @typedef {{}} Tariffs_Sent_AllInputs */
/** @typedef {{}} Tariffs_Sent_UnknownInputs */
/** @typedef {{}} Tariffs_Show_RatesInputs */
/** @typedef {{}} Tariffs_Show_ReportInputs */
/** @typedef {{}} Tariffs_StatusInputs */
/** @typedef {{}} Tariffs_Status_AnyInputs */
/** @typedef {{}} Tariffs_Status_NumberInputs */
/** @typedef {{}} Tariffs_Status_With_RatesInputs */
/** @typedef {{}} Tariffs_Status_Without_RatesInputs */
/** @typedef {{}} Tariffs_Template_CancelledInputs */
/** @typedef {{}} Tariffs_Template_FailedInputs */
/** @typedef {{}} Tariffs_To_Before_FromInputs */
/** @typedef {{}} Tariffs_To_DateInputs */
/** @typedef {{}} Tariffs_To_Date_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Transit_DaysInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Unknown_TextInputs */
/** @typedef {{}} Tariffs_Unknown_WhatInputs */
/** @typedef {{}} Tariffs_UnnamedInputs */
/** @typedef {{}} Tariffs_Upload_ButtonInputs */
/** @typedef {{}} Tariffs_Upload_DescriptionInputs */
/** @typedef {{}} Tariffs_Upload_TitleInputs */
/** @typedef {{}} Tariffs_UploadedInputs */
/** @typedef {{ start: NonNullable<unknown> }} Tariffs_Validity_FromInputs */
/** @typedef {{ end: NonNullable<unknown> }} Tariffs_Validity_UntilInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Today_Change_A_ShipmentInputs */
/** @typedef {{}} Today_Change_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_EtaInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Change_New_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, latest: NonNullable<unknown> }} Today_Change_New_Messages_LatestInputs */
/** @typedef {{}} Today_Change_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_PickupInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_StatusInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Change_UnlistedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Changes_CountInputs */
/** @typedef {{}} Today_Changes_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Changes_MoreInputs */
/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Changes_Since_LookInputs */
/** @typedef {{ count: NonNullable<unknown> }} Today_Changes_Since_StartInputs */
/** @typedef {{}} Today_Changes_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Documents_CountInputs */
/** @typedef {{}} Today_Documents_EmptyInputs */
/** @typedef {{ pickup: NonNullable<unknown>, missing: NonNullable<unknown> }} Today_Documents_MissingInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Today_Documents_Never_CheckedInputs */
/** @typedef {{}} Today_Documents_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Free_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Free_CountingInputs */
/** @typedef {{}} Today_Free_EmptyInputs */
/** @typedef {{}} Today_Free_TitleInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Last_LookInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Lines_NeedInputs */
/** @typedef {{}} Today_Mark_All_SeenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_MoreInputs */
/** @typedef {{}} Today_Nothing_HereInputs */
/** @typedef {{}} Today_Nothing_NeededInputs */
/** @typedef {{ type: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_ExpiresInputs */
/** @typedef {{ type: NonNullable<unknown>, price: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_Priced_ExpiresInputs */
/** @typedef {{}} Today_Quote_SavedInputs */
/** @typedef {{}} Today_Quote_SoonInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Quotes_CountInputs */
/** @typedef {{}} Today_Quotes_EmptyInputs */
/** @typedef {{}} Today_Quotes_TitleInputs */
/** @typedef {{}} Today_Read_FailedInputs */
/** @typedef {{}} Today_ReadingInputs */
/** @typedef {{}} Today_Show_AllInputs */
/** @typedef {{ section: NonNullable<unknown> }} Today_The_RestInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Changes_ClearInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Changes_CountInputs */
/** @typedef {{}} Tracking_Changes_Show_AllInputs */
/** @typedef {{}} Tracking_Changes_TitleInputs */
/** @typedef {{}} Tracking_Code_BookingInputs */
/** @typedef {{}} Tracking_Code_TrackingInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_MarginInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_SellInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Tracking_DestinationInputs */
/** @typedef {{}} Tracking_Detail_CloseInputs */
/** @typedef {{}} Tracking_Detail_Load_FailedInputs */
/** @typedef {{}} Tracking_Detail_LoadingInputs */
/** @typedef {{ other: NonNullable<unknown>, asked: NonNullable<unknown> }} Tracking_Detail_Other_ShipmentInputs */
/** @typedef {{}} Tracking_Detail_ShipmentInputs */
/** @typedef {{ code: NonNullable<unknown> }} Tracking_Detail_TitleInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TextInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TextInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TitleInputs */
/** @typedef {{}} Tracking_Empty_None_TextInputs */
/** @typedef {{}} Tracking_Empty_None_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_Filtered_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_TitleInputs */
/** @typedef {{}} Tracking_Export_CancelledInputs */
/** @typedef {{}} Tracking_Export_CsvInputs */
/** @typedef {{}} Tracking_Export_FailedInputs */
/** @typedef {{}} Tracking_Export_LabelInputs */
/** @typedef {{}} Tracking_Export_NothingInputs */
/** @typedef {{}} Tracking_Export_XlsxInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Code_PlaceholderInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Date_LikeInputs */
/** @typedef {{}} Tracking_Filter_End_Before_StartInputs */
/** @typedef {{}} Tracking_Filter_FromInputs */
/** @typedef {{}} Tracking_Filter_OperatorInputs */
/** @typedef {{}} Tracking_Filter_Operator_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_Place_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_ToInputs */
/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Tracking_Filter_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Filter_Too_Many_StatusesInputs */
/** @typedef {{}} Tracking_Filters_Any_StatusInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Filters_AppliedInputs */
/** @typedef {{}} Tracking_Filters_ApplyInputs */
/** @typedef {{}} Tracking_Filters_ClearInputs */
/** @typedef {{}} Tracking_Filters_LabelInputs */
/** @typedef {{}} Tracking_Filters_StatusInputs */
/** @typedef {{}} Tracking_Free_ChangeInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_If_RunningInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_So_FarInputs */
/** @typedef {{}} Tracking_Free_Charged_From_FirstInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charged_TotalInputs */
/** @typedef {{ name: NonNullable<unknown>, text: NonNullable<unknown> }} Tracking_Free_ClauseInputs */
/** @typedef {{ name: NonNullable<unknown>, first: NonNullable<unknown>, then: NonNullable<unknown> }} Tracking_Free_Clause_ThenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_ContainersInputs */
/** @typedef {{ containers: NonNullable<unknown>, size: NonNullable<unknown> }} Tracking_Free_Containers_OfInputs */
/** @typedef {{ size: NonNullable<unknown> }} Tracking_Free_Containers_UnknownInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_DateInputs */
/** @typedef {{ day: NonNullable<unknown>, port: NonNullable<unknown> }} Tracking_Free_Day_At_PortInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_DaysInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_So_FarInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_StoppedInputs */
/** @typedef {{ days: NonNullable<unknown>, hours: NonNullable<unknown> }} Tracking_Free_Days_HoursInputs */
/** @typedef {{}} Tracking_Free_Delivered_WithoutInputs */
/** @typedef {{}} Tracking_Free_End_UnreportedInputs */
/** @typedef {{}} Tracking_Free_Enter_DischargeInputs */
/** @typedef {{}} Tracking_Free_Enter_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Enter_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Entered_By_HandInputs */
/** @typedef {{}} Tracking_Free_Entry_IncompleteInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Entry_LabelInputs */
/** @typedef {{ moment: NonNullable<unknown>, when: NonNullable<unknown> }} Tracking_Free_Entry_Set_AsideInputs */
/** @typedef {{}} Tracking_Free_Events_LabelInputs */
/** @typedef {{}} Tracking_Free_Every_SizeInputs */
/** @typedef {{}} Tracking_Free_Fact_ChargeInputs */
/** @typedef {{}} Tracking_Free_Fact_ContainersInputs */
/** @typedef {{}} Tracking_Free_Fact_Days_ChargedInputs */
/** @typedef {{}} Tracking_Free_Fact_Free_DaysInputs */
/** @typedef {{}} Tracking_Free_Fact_Last_DayInputs */
/** @typedef {{}} Tracking_Free_Fact_Per_ContainerInputs */
/** @typedef {{}} Tracking_Free_Fact_PriceInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StartsInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StopsInputs */
/** @typedef {{ days: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Free_Days_FromInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Tracking_Free_HoursInputs */
/** @typedef {{}} Tracking_Free_Lcl_ShipmentInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Tracking_Free_LeftInputs */
/** @typedef {{ duration: NonNullable<unknown>, day: NonNullable<unknown> }} Tracking_Free_Left_UntilInputs */
/** @typedef {{ when: NonNullable<unknown>, portTime: NonNullable<unknown>, by: NonNullable<unknown> }} Tracking_Free_MomentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Tracking_Free_No_CurrencyInputs */
/** @typedef {{}} Tracking_Free_No_PortInputs */
/** @typedef {{}} Tracking_Free_No_PriceInputs */
/** @typedef {{}} Tracking_Free_No_TermsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_No_Terms_TextInputs */
/** @typedef {{}} Tracking_Free_Not_KnownInputs */
/** @typedef {{}} Tracking_Free_Not_ReportedInputs */
/** @typedef {{}} Tracking_Free_Not_Reported_YetInputs */
/** @typedef {{}} Tracking_Free_Not_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, notYet: NonNullable<unknown> }} Tracking_Free_Not_Started_TextInputs */
/** @typedef {{}} Tracking_Free_Not_YetInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_DischargedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReleasedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReturnedInputs */
/** @typedef {{}} Tracking_Free_Nothing_ChargedInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_PastInputs */
/** @typedef {{ day: NonNullable<unknown>, sum: NonNullable<unknown> }} Tracking_Free_Past_DayInputs */
/** @typedef {{}} Tracking_Free_Past_DueInputs */
/** @typedef {{ name: NonNullable<unknown>, zone: NonNullable<unknown> }} Tracking_Free_Port_DaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_Port_No_ZoneInputs */
/** @typedef {{ port: NonNullable<unknown> }} Tracking_Free_Port_TimeInputs */
/** @typedef {{}} Tracking_Free_Port_Time_WordsInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ContainerInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ShipmentInputs */
/** @typedef {{}} Tracking_Free_Read_FailedInputs */
/** @typedef {{}} Tracking_Free_Reported_By_CarrierInputs */
/** @typedef {{ from: NonNullable<unknown>, through: NonNullable<unknown> }} Tracking_Free_SpanInputs */
/** @typedef {{}} Tracking_Free_Start_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Start_Unreported_TextInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_At_TerminalInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_OutInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_Out_ShipmentInputs */
/** @typedef {{}} Tracking_Free_StoppedInputs */
/** @typedef {{ amounts: NonNullable<unknown> }} Tracking_Free_Stopped_ChargedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_Entered_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_NoneInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_UnknownInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, containers: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_SumInputs */
/** @typedef {{ days: NonNullable<unknown> }} Tracking_Free_Sum_No_PriceInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_ShipmentInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_Unknown_BoxesInputs */
/** @typedef {{}} Tracking_Free_The_DischargeInputs */
/** @typedef {{}} Tracking_Free_The_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_The_ReleaseInputs */
/** @typedef {{}} Tracking_Free_The_Start_DayInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_TimeInputs */
/** @typedef {{}} Tracking_Free_TitleInputs */
/** @typedef {{}} Tracking_Free_Title_DischargeInputs */
/** @typedef {{ city: NonNullable<unknown> }} Tracking_Free_Title_Discharge_AtInputs */
/** @typedef {{}} Tracking_Free_Title_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Title_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Total_IncompleteInputs */
/** @typedef {{}} Tracking_Free_Total_OpenInputs */
/** @typedef {{}} Tracking_Free_Under_HourInputs */
/** @typedef {{}} Tracking_Free_Warning_UnreportedInputs */
/** @typedef {{}} Tracking_GoodsInputs */
/** @typedef {{}} Tracking_Goods_Col_KindInputs */
/** @typedef {{}} Tracking_Goods_Col_QtyInputs */
/** @typedef {{}} Tracking_Goods_Col_SizeInputs */
/** @typedef {{}} Tracking_Goods_Col_UnitInputs */
/** @typedef {{}} Tracking_Goods_Col_WeightInputs */
/** @typedef {{}} Tracking_Goods_CustomsInputs */
/** @typedef {{}} Tracking_Goods_Delivery_NotesInputs */
/** @typedef {{}} Tracking_Goods_DocumentsInputs */
/** @typedef {{}} Tracking_Goods_InsuranceInputs */
/** @typedef {{}} Tracking_Goods_Pickup_HoursInputs */
/** @typedef {{}} Tracking_Goods_Pickup_NotesInputs */
/** @typedef {{}} Tracking_Goods_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Goods_Unit_LinesInputs */
/** @typedef {{}} Tracking_Goods_UnitsInputs */
/** @typedef {{}} Tracking_Goods_ValueInputs */
/** @typedef {{}} Tracking_Link_FailedInputs */
/** @typedef {{}} Tracking_Link_OpenInputs */
/** @typedef {{}} Tracking_Link_UnsafeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_CountInputs */
/** @typedef {{}} Tracking_List_KeysInputs */
/** @typedef {{}} Tracking_List_Load_FailedInputs */
/** @typedef {{}} Tracking_List_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_MatchingInputs */
/** @typedef {{}} Tracking_List_RefreshInputs */
/** @typedef {{}} Tracking_List_Refresh_TitleInputs */
/** @typedef {{ total: NonNullable<unknown> }} Tracking_List_Service_TotalInputs */
/** @typedef {{}} Tracking_List_TitleInputs */
/** @typedef {{}} Tracking_Messages_AppearInputs */
/** @typedef {{ number: NonNullable<unknown> }} Tracking_Messages_LegInputs */
/** @typedef {{}} Tracking_Messages_Load_FailedInputs */
/** @typedef {{}} Tracking_Messages_LoadingInputs */
/** @typedef {{}} Tracking_Messages_No_CodeInputs */
/** @typedef {{}} Tracking_Messages_No_TextInputs */
/** @typedef {{}} Tracking_Messages_None_Of_ThisInputs */
/** @typedef {{}} Tracking_Messages_None_YetInputs */
/** @typedef {{}} Tracking_Messages_NoteInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Tracking_Messages_OthersInputs */
/** @typedef {{}} Tracking_Messages_TimelineInputs */
/** @typedef {{}} Tracking_Messages_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_MoreInputs */
/** @typedef {{}} Tracking_NoInputs */
/** @typedef {{}} Tracking_Not_GivenInputs */
/** @typedef {{}} Tracking_OriginInputs */
/** @typedef {{}} Tracking_Route_TitleInputs */
/** @typedef {{}} Tracking_Search_HintInputs */
/** @typedef {{}} Tracking_Search_LabelInputs */
/** @typedef {{}} Tracking_Search_PlaceholderInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Search_Too_LongInputs */
/** @typedef {{ quote: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown>, customer: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_Title_CustomerInputs */
/** @typedef {{}} Tracking_Shipment_CodeInputs */
/** @typedef {{}} Tracking_Switch_HintInputs */
/** @typedef {{}} Tracking_Switch_LabelInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OffInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OnInputs */
/** @typedef {{}} Tracking_Switch_OffInputs */
/** @typedef {{}} Tracking_Switch_Off_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_Off_FailedInputs */
/** @typedef {{}} Tracking_Switch_OnInputs */
/** @typedef {{}} Tracking_Switch_On_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_On_FailedInputs */
/** @typedef {{}} Tracking_Switch_Read_AgainInputs */
/** @typedef {{}} Tracking_Switch_RefusedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Tracking_Switch_Refused_BecauseInputs */
/** @typedef {{}} Tracking_Switch_SwitchingInputs */
/** @typedef {{}} Tracking_Switch_Unknown_HintInputs */
/** @typedef {{}} Tracking_UnlistedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Tracking_Unlisted_TitleInputs */
/** @typedef {{}} Tracking_YesInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_DecimalInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_WholeInputs */
import * as registry from "../registry.js"


export const app_name = /** @type {(inputs: App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ·~ ·]`)
};

export const app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ${i?.screen}… ·~ ]`)
};

export const app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕţ óƒ Ƒŕéíĝĥţ Ðéšķ ƒáíļéð ţó ļóáð. Ŕéšţáŕţ ţĥé áþþ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéíñšţáļļ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.screen} çóúļð ñóţ šĥóŵ ŵĥáţ íţ ŕéçéíṽéð ·~ ·~ ·~ ·~ ]`)
};

export const app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáŕţ óƒ ţĥíš šçŕééñ ƒáíļéð ŵĥíļé šĥóŵíñĝ ŵĥáţ ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ${i?.detail}. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ŵíţĥ ŵĥáţ ýóú ŵéŕé ðóíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.screen} çóúļð ñóţ ƀé óþéñéð ·~ ·~ ·]`)
};

export const app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţó çóñţéñţ ·~ ·~]`)
};

export const appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáŕķ ·]`)
};

export const appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ Ƒŕéíĝĥţ Ðéšķ ļóóķš áñð šþéáķš óñ ţĥíš çóɱþúţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const appearance_language = /** @type {(inputs: Appearance_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ·~ ]`)
};

export const appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ƒóļļóŵš ţĥé ļáñĝúáĝé óƒ ýóúŕ óþéŕáţíñĝ šýšţéɱ: Šþáñíšĥ ƒóŕ áñý Šþáñíšĥ, Éñĝļíšĥ óţĥéŕŵíšé. Ðáţéš, ñúɱƀéŕš áñð áɱóúñţš ƒóļļóŵ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ļáñĝúáĝé ·~ ·~ ·~ ·]`)
};

export const appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíĝĥţ ·]`)
};

export const appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé áþþéáŕáñçé šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ·~]`)
};

export const appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéɱé ·]`)
};

export const appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ƒóļļóŵš ţĥé ļíĝĥţ óŕ ðáŕķ šéţţíñĝ óƒ ýóúŕ óþéŕáţíñĝ šýšţéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ţĥéɱé ·~ ·~ ·~ ]`)
};

export const appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþéáŕáñçé ·~ ]`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš óƒ ·]`)
};

export const as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƒéţçĥéð ýéţ ·~ ·~]`)
};

export const as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð çóþý áš óƒ ·~ ·~ ]`)
};

export const autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ${i?.noun} ƒóúñð ƒóŕ “${i?.searched}”. Çĥéçķ ţĥé šþéļļíñĝ óŕ ţŕý áñóţĥéŕ ñáɱé óŕ çóðé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áñšŵéŕ ƒŕóɱ áñ éáŕļíéŕ šéáŕçĥ: ·~ ·~ ·~ ·~ ·~]`)
};

export const autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ ƒóŕ “${i?.searched}”… ·~ ·~ ]`)
};

export const autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúĝĝéšţíóñš ·~ ·]`)
};

export const basket_remove = /** @type {(inputs: Basket_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ·~]`)
};

export const basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.file} ·~]`)
};

export const booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çáŕĝó ļíñé ·~ ·~]`)
};

export const booking_cargo_add_of_container = /** @type {(inputs: Booking_Cargo_Add_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áðð çáŕĝó ļíñé óƒ çóñţáíñéŕ ${i?.container} ·~ ·~ ·~ ·~]`)
};

export const booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñé ${i?.line} ·~ ·]`)
};

export const booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ çóñţáíñéŕ ${i?.container} ·~ ·~]`)
};

export const booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çáŕĝó ļíñé ${i?.line} ·~ ·~ ·]`)
};

export const booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çáŕĝó ļíñé ${i?.line} óƒ çóñţáíñéŕ ${i?.container} ·~ ·~ ·~ ·~ ]`)
};

export const booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóðé ·]`)
};

export const booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ${i?.container} ·~ ]`)
};

export const booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çóñţáíñéŕ ·~ ·~]`)
};

export const booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ${i?.container}, çáŕĝó ļíñé ${i?.line} ·~ ·~ ·~ ]`)
};

export const booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çóñţáíñéŕ ${i?.container} ·~ ·~ ]`)
};

export const booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ðéšçŕíƀéš óñé. ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ðéšçŕíƀéš ${i?.shown}. ·~ ·~ ·~ ]`)
	
};

export const booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ óñé çóñţáíñéŕ; ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ ${i?.shown} çóñţáíñéŕš; ·~ ·~ ·~ ·~]`)
	
};

export const booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒóŕɱ ƒíļļéð íñ óñ ţĥíš ðéšķ áñð ñóţ ƀóóķéð ýéţ, ţĥé ļáţéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒóŕɱš ƒíļļéð íñ óñ ţĥíš ðéšķ áñð ñóţ ƀóóķéð ýéţ, ţĥé ļáţéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ķéþţ ·]`)
};

export const booking_drafts_no_carrier = /** @type {(inputs: Booking_Drafts_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕŕíéŕ ñóţ ĝíṽéñ ·~ ·~ ]`)
};

export const booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çóñţáçţ ţýþéð ýéţ ·~ ·~ ·]`)
};

export const booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš ǫúóţé íš ñó ļóñĝéŕ áɱóñĝ ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_drafts_read_failed = /** @type {(inputs: Booking_Drafts_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ƀóóķíñĝš íñ þŕóĝŕéšš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ·~]`)
};

export const booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šáṽéð ǫúóţé ·~ ·]`)
};

export const booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.mode} ƀóóķíñĝ ·~ ·]`)
};

export const booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.mode} ƒóŕɱ ·~ ]`)
};

export const booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝš íñ þŕóĝŕéšš ·~ ·~ ·]`)
};

export const booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš ·~]`)
};

export const booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţŕééţ, þóšţáļ çóðé áñð çíţý. ·~ ·~ ·~ ·~]`)
};

export const booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ·~]`)
};

export const booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáçţ þéŕšóñ ·~ ·~]`)
};

export const booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ñóţéš ·~ ·~]`)
};

export const booking_field_description = /** @type {(inputs: Booking_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

export const booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÐÍ ţýþé ·~ ]`)
};

export const booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 204 ·~ ]`)
};

export const booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[É-ɱáíļ ·~]`)
};

export const booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĤŠ çóðé ·~]`)
};

export const booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 8401.10 ·~ ·]`)
};

export const booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçóţéŕɱ ·~ ]`)
};

export const booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçóţéŕɱš 2020. ·~ ·~]`)
};

export const booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. ·~ ]`)
};

export const booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þĥóñé ·]`)
};

export const booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þĥóñé þŕéƒíẋ ·~ ·]`)
};

export const booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥóúţ ţĥé +, é.ĝ. 34. ·~ ·~ ·~ ]`)
};

export const booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ƒŕóɱ ·~ ·]`)
};

export const booking_field_pickup_notes = /** @type {(inputs: Booking_Field_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ñóţéš ·~ ·]`)
};

export const booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçķ, óþéñíñĝ ĥóúŕš, ŵĥó ţó ášķ ƒóŕ. ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ úñţíļ ·~ ·]`)
};

export const booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúáñţíţý ·~ ]`)
};

export const booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķ ţĥíš šĥíþɱéñţ ·~ ·~ ·]`)
};

export const booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš ƒŕóɱ ţĥé çáŕŕíéŕ áš ţĥé šĥíþɱéñţ ɱóṽéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé ·~]`)
};

export const booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ·~]`)
};

export const booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀéƒóŕé ƀóóķíñĝ íţ áĝáíñ. ·~ ·~ ·~ ]`)
};

export const booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñð ƀóóķ á çúŕŕéñţ ǫúóţé. ·~ ·~ ·~ ]`)
};

export const booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð. ·~]`)
};

export const booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð: šĥíþɱéñţ ${i?.code}. ·~ ·~ ·]`)
};

export const booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ·~ ·~]`)
};

export const booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ƒóŕ ${i?.agency} šĥíþɱéñţš ·~ ·~ ·~ ·~]`)
};

export const booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ éáŕļíéŕ áţţéɱþţ ţó ƀóóķ ţĥíš ǫúóţé éñðéð ŵíţĥ áñ úñķñóŵñ óúţçóɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé éẋþíŕéð óñ ${i?.date}; íţ çáññóţ ƀé ƀóóķéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀóóķíñĝ ŵáš ñóţ ɱáðé ·~ ·~ ·~ ]`)
};

export const booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒíļļéð íñ ƒŕóɱ ţĥé ŕáţíñĝ: ${i?.filled}. Çĥéçķ ţĥéɱ áñð áðð ŵĥáţ ţĥé ŕáţíñĝ ðíð ñóţ ášķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ’š þŕíçé íš ñó ļóñĝéŕ ĝúáŕáñţééð: ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕáţé ţĥé šĥíþɱéñţ áĝáíñ ·~ ·~ ·~ ]`)
};

export const booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñðíñĝ ţĥé ƀóóķíñĝ… ·~ ·~ ·]`)
};

export const booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ƒíŕšţ: íƒ á ñéŵ šĥíþɱéñţ íš ļíšţéð ţĥéŕé, ţĥé ƀóóķíñĝ ŵéñţ ţĥŕóúĝĥ. Óñļý íƒ íţ íš ñóţ ţĥéŕé, çóɱé ƀáçķ áñð ƀóóķ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_flow_unknown_check_with = /** @type {(inputs: Booking_Flow_Unknown_Check_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ƒíŕšţ: íƒ á ñéŵ šĥíþɱéñţ ŵíţĥ ${i?.agency} íš ļíšţéð ţĥéŕé, ţĥé ƀóóķíñĝ ŵéñţ ţĥŕóúĝĥ. Óñļý íƒ íţ íš ñóţ ţĥéŕé, çóɱé ƀáçķ áñð ƀóóķ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðó ñóţ ƀóóķ ţĥíš ǫúóţé áĝáíñ ýéţ. ·~ ·~ ·~ ·~ ·]`)
};

export const booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ šéñţ ţĥé ƀóóķíñĝ, ƀúţ ŵĥáţ çáɱé ƀáçķ (óŕ ðíð ñóţ) ðóéš ñóţ šáý ŵĥéţĥéŕ ţĥé šéŕṽíçé ƀóóķéð ţĥé šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ ɱáðé ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_form_choose_incoterm = /** @type {(inputs: Booking_Form_Choose_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé áñ íñçóţéŕɱ ·~ ·~ ·]`)
};

export const booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ţíɱé ·~ ·~]`)
};

export const booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ ðéţáíļš ·~ ·~]`)
};

export const booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ñééðš á ŵíñðóŵ óƒ áţ ļéášţ ${i?.shown} ɱíñúţé. ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ñééðš á ŵíñðóŵ óƒ áţ ļéášţ ${i?.shown} ɱíñúţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

export const booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Óñé ƒíéļð ñééðš áţţéñţíóñ ƀéƒóŕé ţĥé ƀóóķíñĝ çáñ ƀé ŕéṽíéŵéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļðš ñééð áţţéñţíóñ ƀéƒóŕé ţĥé ƀóóķíñĝ çáñ ƀé ŕéṽíéŵéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ: çĥéçķ éṽéŕýţĥíñĝ óñçé ɱóŕé, ţĥéñ ƀóóķ. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóñé ·]`)
};

export const booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ ƀóóķíñĝ ·~ ·~]`)
};

export const booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé þíçķúþ ţíɱéš ţĥé çáŕŕíéŕ óƒƒéŕš… ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ óƒƒéŕéð ñó þíçķúþ ţíɱéš: ţýþé ţĥéɱ áš ĥĥ:ɱɱ (24 ĥ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱéš ţĥé çáŕŕíéŕ óƒƒéŕš. ·~ ·~ ·~ ]`)
};

export const booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ’š þíçķúþ ţíɱéš çóúļð ñóţ ƀé ášķéð ƒóŕ (${i?.reason}): ţýþé ţĥéɱ áš ĥĥ:ɱɱ (24 ĥ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó Ǫúóţéš ·~ ·]`)
};

export const booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðóéš ñóţ ļóóķ ļíķé áñ ĤŠ çóðé (4, 6, 8 óŕ 10 ðíĝíţš, ðóţš áļļóŵéð). Ţĥé šéŕṽíçé áççéþţš íţ, ƀúţ ñéṽéŕ çóñƒíŕɱš á ƀóóķíñĝ ŵíţĥ áñ íñṽáļíð çóðé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.where}, ĤŠ çóðé “${i?.code}”: ${i?.warning} ·~ ·~]`)
};

export const booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ĤŠ çóðé “${i?.code}”: ${i?.warning} ·~ ·]`)
};

export const booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƀóóķíñĝ óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. Óþéñ óñé ţó ƒóļļóŵ íţ íñ Ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƀóóķíñĝš óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. Óþéñ óñé ţó ƒóļļóŵ íţ íñ Ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šĥíþɱéñţ ƀóóķéð óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƀóóķíñĝ šţáŕţš ƒŕóɱ á ŕáţé: ŕáţé ţĥé šĥíþɱéñţ áñð çĥóóšé Ɓóóķ óñ ţĥé ŕáţé ýóú ŵáñţ, óŕ Ɓóóķ óñ á šáṽéð ǫúóţé íñ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƀóóķíñĝš ýéţ ·~ ·~]`)
};

export const booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ƀóóķíñĝš ·~ ·~ ·~ ·]`)
};

export const booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé ƀóóķíñĝš… ·~ ·~ ·~]`)
};

export const booking_list_title = /** @type {(inputs: Booking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝš ·~ ]`)
};

export const booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð íñ Ƒŕéíĝĥţ Ðéšķ: ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀóóķš ${i?.modes} óñļý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ šĥíþɱéñţ ·~ ·~]`)
};

export const booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[óñé çáŕĝó ļíñé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáŕĝó ļíñéš ·~ ·]`)
	
};

export const booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé çóñţáíñéŕ áñð ŵéíĝĥţš ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš áñð ŵéíĝĥţš ·~ ·~ ·~ ]`)
	
};

export const booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ĝóóðš ðéšçŕíþţíóñ ·~ ·~ ·~]`)
};

export const booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé þļáçéš óƒ ţĥé ŕáţíñĝ íñ ţĥé áððŕéšš ļíñéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš ƀóóķéð ƒŕóɱ ţĥíš ðéšķ áš šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé ĥáš ƀééñ ƀóóķéð ·~ ·~ ·~ ·]`)
};

export const booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀóóķš ${i?.modes} šĥíþɱéñţš óñļý. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ ţéļļ ŵĥáţ ķíñð óƒ ǫúóţé ţĥíš íš ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ]`)
};

export const booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šáṽéð ǫúóţé… ·~ ·~ ·~ ]`)
};

export const booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ɱáý ĥáṽé ƀééñ ƀóóķéð óŕ ðéļéţéð áļŕéáðý. Çĥéçķ Ţŕáçķíñĝ ƒóŕ á šĥíþɱéñţ, óŕ þíçķ áñóţĥéŕ ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé íš ñóţ áɱóñĝ ýóúŕ šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; ţĥé šéŕṽíçé ñó ļóñĝéŕ ļíšţš íţ áš á šáṽéð ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð ĥéŕé ·~ ·~ ·~ ·~]`)
};

export const booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íţ ƒŕóɱ ţĥé Ǫúóţéš šçŕééñ, ŵĥíçĥ þáššéš íţš ţýþé áļóñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ţýþé ·~ ·]`)
};

export const booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ ·~ ·~]`)
};

export const booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó éðíţ ·~ ·]`)
};

export const booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ šĥíþɱéñţ ·~ ·~]`)
};

export const booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ… ·~ ]`)
};

export const booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñé ·~ ]`)
};

export const booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñéš ·~ ·]`)
};

export const booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš éṽéŕýţĥíñĝ Ƒŕéíĝĥţ Ðéšķ ŵíļļ šéñð ţó ƀóóķ ţĥíš ǫúóţé (${i?.mode}). Ñóţĥíñĝ ĥáš ƀééñ šéñţ ýéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķ ţŵíçé ƀéƒóŕé ƀóóķíñĝ ·~ ·~ ·~ ]`)
};

export const booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·]`)
};

export const booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

export const booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ ţĥé ƀóóķíñĝ ·~ ·~ ·]`)
};

export const booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

export const booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé áñ é-ɱáíļ áððŕéšš ·~ ·~ ·~ ·]`)
};

export const booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé áñ Íñçóţéŕɱš 2020 çóðé (${i?.codes}) ·~ ·~ ·~ ·~ ·]`)
};

export const booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŕéǫúíŕéð ƒóŕ šéá ƀóóķíñĝš ·~ ·~ ·~ ·~]`)
};

export const booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé ɱóŕé ţĥáñ 0 ·~ ·~ ·]`)
};

export const booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝóš ɱúšţ ĥóļð áţ ļéášţ óñé çáŕĝó ·~ ·~ ·~ ·~ ·]`)
};

export const booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çóñţáíñéŕ ñééðš áţ ļéášţ óñé çáŕĝó ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ɱúšţ ĥóļð áţ ļéášţ óñé çóñţáíñéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŵŕíţţéñ ŵíţĥóúţ ţĥé þļúš šíĝñ ·~ ·~ ·~ ·~ ·]`)
};

export const booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íð (ţĥé šéļéçţéð ǫúóţé) íš ŕéǫúíŕéð ·~ ·~ ·~ ·~ ·]`)
};

export const booking_rule_required = /** @type {(inputs: Booking_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŕéǫúíŕéð ·~ ·]`)
};

export const booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ţíɱé ĥĥ:ɱɱ óŕ ĥĥ:ɱɱ:šš ·~ ·~ ·~ ·~ ·]`)
};

export const booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé ļáţéŕ ţĥáñ ${i?.earlier} ·~ ·~ ·]`)
};

export const booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ·~ ·]`)
};

export const booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ·]`)
};

export const booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ķíñð óƒ ĝóóðš íñ ţĥé šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·]`)
};

export const booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš áñð çáŕĝó ·~ ·~ ·]`)
};

export const booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ĝóéš íñţó éáçĥ çóñţáíñéŕ. Ƒŕéíĝĥţ Ðéšķ ñúɱƀéŕš ţĥé çóñţáíñéŕš áñð çáŕĝó ļíñéš íţšéļƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ çóñţáçţ ·~ ·~ ·]`)
};

export const booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ŕéçéíṽéš ţĥé ĝóóðš, áñð ŵĥéŕé. ·~ ·~ ·~ ·~ ·]`)
};

export const booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ çóñţáçţ ·~ ·~]`)
};

export const booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ĥáñðš óṽéŕ ţĥé ĝóóðš, áñð ŵĥéŕé. ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áñð ðéļíṽéŕý ·~ ·~ ·]`)
};

export const booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ŵíñðóŵ óñ ţĥé þíçķúþ ðáý, áñð ñóţéš ƒóŕ ţĥé ðŕíṽéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéŕɱš ·]`)
};

export const booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó þáýš ƒóŕ ŵĥáţ, áñð ŵĥéţĥéŕ ţĥé šĥíþɱéñţ íš ţŕáçķéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ áñóţĥéŕ šáṽéð ǫúóţé ·~ ·~ ·~ ]`)
};

export const booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ çóðé ·~ ·]`)
};

export const booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé áççéþţéð ţĥé ƀóóķíñĝ óƒ ţĥé ${i?.mode} ǫúóţé. Ķééþ ţĥéšé çóðéš ƒóŕ ţĥé çáŕŕíéŕ áñð ţĥé çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const booking_success_lead_with = /** @type {(inputs: Booking_Success_Lead_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé áççéþţéð ţĥé ƀóóķíñĝ óƒ ţĥé ${i?.mode} ǫúóţé ŵíţĥ ${i?.agency}. Ķééþ ţĥéšé çóðéš ƒóŕ ţĥé çáŕŕíéŕ áñð ţĥé çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ƀý ţĥé šéŕṽíçé ·~ ·~ ·~ ]`)
};

export const booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð ·~]`)
};

export const booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ çóðé ·~ ·~]`)
};

export const booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šéñţ á ţŕáçķíñĝ áððŕéšš ţĥáţ íš ñóţ á ŵéƀ ļíñķ; Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ óþéñ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

export const booking_summary_delivery = /** @type {(inputs: Booking_Summary_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ·~]`)
};

export const booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ·~]`)
};

export const booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ñóţ ĝíṽéñ ·~ ·~ ]`)
};

export const booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éẋþíŕý ĝíṽéñ ·~ ·~]`)
};

export const booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

export const booking_summary_price = /** @type {(inputs: Booking_Summary_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

export const booking_summary_quote = /** @type {(inputs: Booking_Summary_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ·]`)
};

export const booking_summary_saved_quote = /** @type {(inputs: Booking_Summary_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

export const booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ·~]`)
};

export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ÉŢÁ ɱóṽéð ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ÉŢÁ ɱóṽéð ·~ ]`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ úþļóáðéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš úþļóáðéð ·~ ·~ ·]`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ ṽáļíðáţéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš ṽáļíðáţéð ·~ ·~ ·]`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ɱéššáĝé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ɱéššáĝéš ·~ ·~]`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} ${i?.status} ]`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ñó ļóñĝéŕ úþļóáðéð ·~ ·~ ·]`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.status} ]`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ṽáļíðáţíóñ šţáţúš ŕéɱóṽéð (ŵáš ${i?.was}) ·~ ·~ ·~ ·~ ·]`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ðóçúɱéñţ ·~ ]`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} úþļóáðéð ·~ ]`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ṽáļíðáţéð ·~ ]`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ţĥé çĥáŕĝé áççŕúéš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ţĥé çĥáŕĝé áççŕúéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ļášţ ƒŕéé ðáý ${i?.day}, 48 ĥóúŕš óŕ ļéšš ļéƒţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, ļášţ ƒŕéé ðáý ${i?.day}, 48 ĥóúŕš óŕ ļéšš ļéƒţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šĥíþɱéñţš ·~ ·~]`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ ƀóóķéð éļšéŵĥéŕé áþþéáŕš íñ ţĥé ļíšţ (ñóţ ţĥé óñéš ýóú ƀóóķ ĥéŕé). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš šţáţúš ·~ ·~]`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š çúšţóɱš šţáţúš ɱóṽéð (þéñðíñĝ, çļéáŕéð, ĥéļð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð ·~ ]`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éšţíɱáţéð ðéļíṽéŕý ðáţé óƒ á šĥíþɱéñţ çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ çĥéçķš ·~ ·~]`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúíŕéð ðóçúɱéñţ ŵáš úþļóáðéð, ṽáļíðáţéð óŕ ŕéƒúšéð (ƒóúñð óúţšíðé ţĥé Ðóçúɱéñţš šçŕééñ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ŕúññíñĝ óúţ ·~ ·~ ·~]`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƀóóķéð šéá šĥíþɱéñţ çáɱé ŵíţĥíñ 48 ĥóúŕš óƒ íţš ļášţ ƒŕéé ðáý (ðéɱúŕŕáĝé, ðéţéñţíóñ, šţóŕáĝé), óŕ þáššéð íţ, ŵĥíļé íţš çļóçķ ŕúñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ɱéššáĝéš ƒóúñð ŵĥéñ á šĥíþɱéñţ’š ɱéššáĝéš áŕé ƒéţçĥéð íñ ţĥé ƀáçķĝŕóúñð (ñóţ ŵĥíļé ýóú ŕéáð ţĥéɱ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ɱóṽéð ·~ ·~ ]`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ðáţé óƒ á šĥíþɱéñţ çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš çĥáñĝéš ·~ ·~]`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š ţŕáçķíñĝ šţáţúš ɱóṽéð (þíçķéð úþ, íñ ţŕáñšíţ, ðéļíṽéŕéð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šţóþþéð ļíšţíñĝ á šĥíþɱéñţ; ţĥé ðéšķ ķééþš íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðíšçĥáŕĝé ·~ ]`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éɱþţý ŕéţúŕñ ·~ ·]`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéļéášé ·~]`)
};

export const choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ƒíļéš… ·~ ·~]`)
};

export const choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ñóñé ·~ ·]`)
};

export const company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ļóĝó… ·~ ·]`)
};

export const company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíñţéð áţ ţĥé ĥéáð óƒ éṽéŕý ǫúóţé ÞÐƑ ýóú šéñð ţó á çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóĝó ·]`)
};

export const company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ļóĝó: ${i?.file} ·~ ·~]`)
};

export const company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} · ${i?.width} × ${i?.height} þẋ · ${i?.size} ·~ ·]`)
};

export const company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÞÑĜ óŕ ĴÞÉĜ, áţ ɱóšţ ${i?.size}. Þŕíñţéð áţ ɱóšţ 150 × 54 þţ, þŕóþóŕţíóñš ķéþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ñáɱé ·~ ·]`)
};

export const company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš ýóúŕ çúšţóɱéŕš ķñóŵ ýóú, é.ĝ. “Áçɱé Ƒóŕŵáŕðíñĝ Š.Ļ.” ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé çóɱþáñý ñáɱé ·~ ·~ ·~ ·~ ]`)
};

export const company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóĝó ·~]`)
};

export const company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ļóĝó ·~ ·]`)
};

export const company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáçé ļóĝó… ·~ ·~]`)
};

export const company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ·~ ]`)
};

export const company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ·~]`)
};

export const connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ţĥé çóññéçţíóñ… ·~ ·~ ·~ ]`)
};

export const copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ·~]`)
};

export const copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóþý: šéļéçţ ţĥé ţéẋţ íñšţéáð ·~ ·~ ·~ ·~ ·~ ]`)
};

export const copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþý ${i?.what} ·]`)
};

export const date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðð ]`)
};

export const date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱɱ ]`)
};

export const date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ýýýý ·]`)
};

export const dismiss = /** @type {(inputs: DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš ·~]`)
};

export const documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒóŕ ${i?.name} ·]`)
};

export const documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ ${i?.name} ·]`)
};

export const documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`)
	
};

export const documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðš ƒíñíšĥéð: ${i?.parts}. ·~ ·~ ·]`)
};

export const documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŵíţĥ áñ úñķñóŵñ óúţçóɱé: çĥéçķ ţĥé çĥéçķļíšţ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŵíţĥ áñ úñķñóŵñ óúţçóɱé: çĥéçķ ţĥé çĥéçķļíšţ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`)
	
};

export const documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ðóçúɱéñţ ·~ ·~ ]`)
};

export const documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ðóçúɱéñţ… ·~ ·~ ·]`)
};

export const documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ƒíļéš… ·~ ·~]`)
};

export const documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ţĥé ðóçúɱéñţ ƒóŕ ${i?.files}. ·~ ·~ ·~ ]`)
};

export const documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ·]`)
};

export const documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíñíšĥéð ·~ ·~]`)
};

export const documents_download = /** @type {(inputs: Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð ·~ ]`)
};

export const documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ƒíļéš ĥéŕé, óŕ úšé “Çĥóóšé ƒíļéš…”. Áççéþţéð: ÞÐƑ, íɱáĝéš, Óƒƒíçé ðóçúɱéñţš, ÇŠṼ áñð ţéẋţ, ${i?.limit}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó úþļóáð ţó ${i?.shipment} ·~ ·~ ·]`)
};

export const documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó úþļóáð áš ${i?.name} ·~ ·~ ·]`)
};

export const documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ðóçúɱéñţ çĥéçķļíšţ áþþéáŕš ĥéŕé: ŵĥáţ íš ŕéǫúíŕéð, ŵĥáţ íš úþļóáðéð, áñð ţĥé ƀļáñķ ţéɱþļáţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á šĥíþɱéñţ ·~ ·~ ]`)
};

export const documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ƒíļé íš ñóţ óñ ţĥíš ðéšķ: óþéñíñĝ íţ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé šáṽé óƒ ${i?.name} ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ŵáš ñóţ šáṽéð ·~ ·~]`)
};

export const documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ðóçúɱéñţš óƒ ${i?.shipment} ·~ ·~ ·~ ·~ ]`)
};

export const documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ðóçúɱéñţ çĥéçķļíšţ… ·~ ·~ ·~ ·~ ]`)
};

export const documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ļíšţš ñó ðóçúɱéñţš ţó úþļóáð ƒóŕ ${i?.shipment}. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðóçúɱéñţš ƒóŕ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~]`)
};

export const documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ úþļóáðéð ·~ ·]`)
};

export const documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ ñééðš ţĥé šéŕṽíçé: ƒíļéš ýóú ðŕóþ óŕ çĥóóšé ŵáíţ ƀéļóŵ úñţíļ íţ íš ƀáçķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŵáš ñóţ úþļóáðéð: ${i?.reason} ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŵéŕé ñóţ úþļóáðéð: ${i?.reason} ·~ ·~ ·~ ·]`)
	
};

export const documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ ·~ ]`)
};

export const documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð ŵíţĥ ţĥé ðóçúɱéñţš óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}) íñšţéáð óƒ ţĥóšé óƒ ${i?.shipment}. Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ ļíšţ ţĥéɱ áš ţĥíš šĥíþɱéñţ'š; ţŕý áĝáíñ, áñð íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé'š áñšŵéŕ áļšó ļíšţéð ${i?.shown} ðóçúɱéñţ óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}); íţ íš ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé'š áñšŵéŕ áļšó ļíšţéð ${i?.shown} ðóçúɱéñţš óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}); ţĥéý áŕé ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

export const documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ á ƒíļé óñ á ðóçúɱéñţ ţó úþļóáð íţ ţĥéŕé, óŕ ðŕóþ šéṽéŕáļ áñýŵĥéŕé óñ ţĥíš þáñéļ áñð çĥóóšé ŵĥéŕé éáçĥ ĝóéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš óƒ ${i?.shipment} ·~ ·~]`)
};

export const documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðéð ·~ ]`)
};

export const documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ·~]`)
};

export const documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ·~]`)
};

export const documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðý ·]`)
};

export const documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ ·~ ]`)
};

export const documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñðíñĝ ·~]`)
};

export const documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ ·~ ·~]`)
};

export const documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ·~]`)
};

export const documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ šĥíþɱéñţš ·~ ·~ ]`)
};

export const documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`)
};

export const documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé šĥíþɱéñţ ·~ ·~]`)
};

export const documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

export const documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ƒóŕ ţĥé ɱóšţ ŕéçéñţ šĥíþɱéñţš ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ-úþ ·~]`)
};

export const documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

export const documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

export const documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

export const documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð á ƀóóķéð šĥíþɱéñţ ƀý íţš çóðé, óŕ þíçķ á ŕéçéñţ óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ·]`)
};

export const documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.code} ·]`)
};

export const documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļíšţ šĥíþɱéñţš ·~ ·~ ·~ ]`)
};

export const documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ļíšţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ļíšţéð ·~ ·~ ]`)
	
};

export const documents_picker_loading_recent = /** @type {(inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ŕéçéñţ šĥíþɱéñţš… ·~ ·~ ·~ ]`)
};

export const documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ ƒóŕ ${i?.searched}… ·~ ·~]`)
};

export const documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ úþ ţĥé šĥíþɱéñţ… ·~ ·~ ·~ ]`)
};

export const documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`)
	
};

export const documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóšţ ŕéçéñţ þíçķ-úþš ƒíŕšţ ·~ ·~ ·~ ·]`)
};

export const documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš ${i?.searched} ·~ ·~ ·]`)
};

export const documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţš ýéţ ·~ ·~ ]`)
};

export const documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš áþþéáŕ ĥéŕé óñçé ţĥéý áŕé ƀóóķéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íñ Ţŕáçķíñĝ ·~ ·~ ]`)
};

export const documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ðóçúɱéñţš ·~ ·~]`)
};

export const documents_picker_title = /** @type {(inputs: Documents_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

export const documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.uploaded} óƒ ${i?.required} ·]`)
};

export const documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ðóçúɱéñţš úþļóáðéð ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ðóçúɱéñţš úþļóáðéð ·~ ·~ ·~ ·]`)
	
};

export const documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” ]`)
};

export const documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŕéáðý: çĥéçķ ţĥé ðóçúɱéñţ éáçĥ ĝóéš ţó, ţĥéñ úþļóáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŕéáðý: çĥéçķ ţĥé ðóçúɱéñţ éáçĥ ĝóéš ţó, ţĥéñ úþļóáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŵáš ñóţ šéñţ; šéé ţĥé ŕéášóñš úñðéŕ Úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŵéŕé ñóţ šéñţ; šéé ţĥé ŕéášóñš úñðéŕ Úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const documents_reload = /** @type {(inputs: Documents_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ·~]`)
};

export const documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ţĥé çĥéçķļíšţ ·~ ·~ ·]`)
};

export const documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúíŕéð ·~ ]`)
};

export const documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.file} áš ·~ ]`)
};

export const documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ úþļóáðéð ýéţ. ·~ ·~ ]`)
};

export const documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ƒíļé íš þŕóþóšéð ƒóŕ ţĥé ðóçúɱéñţ íţš ñáɱé ɱáţçĥéš, éļšé ţĥé ƒíŕšţ ŕéǫúíŕéð ðóçúɱéñţ ñóţ úþļóáðéð ýéţ. Çĥáñĝé áñý ƀéƒóŕé úþļóáðíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļéš ţó úþļóáð ·~ ·~]`)
};

export const documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} íñ þŕóĝŕéšš ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} íñ þŕóĝŕéšš ·~ ·]`)
	
};

export const documents_summary_done = /** @type {(inputs: Documents_Summary_DoneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`)
	
};

export const documents_summary_failed = /** @type {(inputs: Documents_Summary_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`)
	
};

export const documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕéáðý ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕéáðý ·~]`)
	
};

export const documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñóţ šéñţ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñóţ šéñţ ·~ ]`)
	
};

export const documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} óúţçóɱé úñķñóŵñ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} óúţçóɱé úñķñóŵñ ·~ ·~ ]`)
	
};

export const documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ çĥéçķļíšţ óƒ ${i?.shipment} ·~ ·~ ·~]`)
};

export const documents_table_col_actions = /** @type {(inputs: Documents_Table_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ·~ ]`)
};

export const documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óƀšéŕṽáţíóñš ·~ ·]`)
};

export const documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

export const documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (óþţíóñáļ) ·~ ·]`)
};

export const documents_target_optional_uploaded = /** @type {(inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (óþţíóñáļ, áļŕéáðý úþļóáðéð) ·~ ·~ ·~ ·~]`)
};

export const documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ŕéǫúíŕéð) ·~ ·]`)
};

export const documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ŕéǫúíŕéð, áļŕéáðý úþļóáðéð) ·~ ·~ ·~ ·~]`)
};

export const documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéɱþļáţé ·~ ]`)
};

export const documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ţéɱþļáţé.${i?.extension} ·~ ]`)
};

export const documents_template_save_cancelled = /** @type {(inputs: Documents_Template_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé šáṽé óƒ ţĥé ${i?.name} ţéɱþļáţé ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.name} ţéɱþļáţé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

export const documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ðóçúɱéñţ ·~ ·]`)
};

export const documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš šĥíþɱéñţ ·~ ·~]`)
};

export const documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ]`)
	
};

export const documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·]`)
};

export const documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥéçķļíšţ áƀóṽé ŵáš ŕéáð áĝáíñ: íƒ ţĥé ðóçúɱéñţ ñóŵ šĥóŵš áš úþļóáðéð, ţĥé ƒíļé ŵéñţ ţĥŕóúĝĥ. Úþļóáð íţ áĝáíñ óñļý íƒ íţ ðóéš ñóţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ·~ ]`)
};

export const documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð… ·~]`)
};

export const documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð áĝáíñ… ·~ ·~]`)
};

export const documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.shown} ƒíļé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.shown} ƒíļéš ·~ ·~]`)
	
};

export const documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úþ ţó ${i?.mib} ṀíƁ éáçĥ ·~ ·~]`)
};

export const documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ áççéþţ ţĥé ƒíļé. ·~ ·~ ·~ ·~ ·~]`)
};

export const documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úþļóáð ƒáíļéð ƒóŕ áñ úñķñóŵñ ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðéð ${i?.when} ·~ ]`)
};

export const documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ ${i?.file} áš ${i?.document}. ·~ ·~]`)
};

export const documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðš ·~]`)
};

export const draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçáŕð ·~]`)
};

export const draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ ŕéšţóŕéð ƒŕóɱ ·~ ·~ ·]`)
};

export const draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ šáṽéð ·~ ·]`)
};

export const edit = /** @type {(inputs: EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ·]`)
};

export const empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[: ţĥé šéŕṽíçé çóúļð ñóţ ƀé ášķéð ñóŵ, šó ţĥíš íš ŵĥáţ ţĥé ðéšķ ķéþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ţŕíéš áĝáíñ óñ íţš óŵñ íñ á ƒéŵ šéçóñðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áĝéñçý ·~]`)
};

export const export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

export const export_currency = /** @type {(inputs: Export_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

export const export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(çúŕŕéñçý ñóţ šţáţéð) ·~ ·~ ·~]`)
};

export const export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

export const export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé çĥáŕĝéð ·~ ·~ ]`)
};

export const export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé çúŕŕéñçý ·~ ·~ ·]`)
};

export const export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ ƒŕéé ðáý ·~ ·~]`)
};

export const export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ ·~ ]`)
};

export const export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

export const export_pickup = /** @type {(inputs: Export_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

export const export_price = /** @type {(inputs: Export_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const export_status = /** @type {(inputs: Export_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (áððŕéšš ñóţ ŕéáçĥáƀļé). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ýóúŕ ƒŕéíĝĥţ šéŕṽíçé þŕóṽíðéŕ ƒóŕ áççéšš. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šţóþþéð šéñðíñĝ íţš áñšŵéŕ ţó "${i?.op}" ƒóŕ ${i?.seconds} š. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}". Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţ). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţš). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}", šó íţš óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš çáñçéļļéð. ·~ ·~ ]`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕóƒíļé'š ƀášé ÚŔĻ, óŕ ţĥé ÁÞÍ ṽéŕšíóñ íñ íţ, íš þŕóƀáƀļý ŵŕóñĝ: çĥéçķ íţ íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš šţóþþéð ƀéçáúšé ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ŵáš çļóšéð (þŕóƒíļé šŵíţçĥéð óŕ áþþ çļóšíñĝ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ŵíţĥíñ ${i?.seconds} š. Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ), ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (çóññéçţíóñ ŕéƒúšéð). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðóéš ñóţ áļļóŵ ţĥíš áççóúñţ ţó ðó "${i?.op}". ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ áñšŵéŕ "${i?.op}" ŵíţĥíñ ${i?.seconds} š. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñþúţ íš ñóţ ṽáļíð. ·~ ·~ ·~ ]`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíðé Ƒŕéíĝĥţ Ðéšķ. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéšţáŕţ ţĥé áþþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ šáíð: "${i?.message}". ·~ ·]`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`);
	return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ðóéš ñóţ óƒƒéŕ "${i?.op}" áţ ţĥíš áððŕéšš (ĤŢŢÞ 404). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒóúñð ñóţĥíñĝ ƒóŕ "${i?.op}". ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çĥáñĝéð: ŵĥáţ ýóú áçţéð óñ ɱáý ƀé ĝóñé óŕ óúţ óƒ ðáţé, šó ŕéļóáð íţ ƀéƒóŕé áñýţĥíñĝ éļšé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé íð óŕ çóðé. ·~ ·~ ·~]`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: þáŕáɱéţéŕ ${i?.problem}. ·~ ·~ ·~ ·~]`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: ŕéǫúéšţ ${i?.problem}. ·~ ·~ ·~ ·]`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð "${i?.op}": ${i?.message} ·~ ·~ ·~ ·~ ]`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð "${i?.op}" ŵíţĥóúţ ĝíṽíñĝ á ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}": ${i?.reason}. Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}" (ĤŢŢÞ ${i?.status}). Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ĝáṽé úþ ŵáíţíñĝ ƒóŕ "${i?.op}". Ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}). ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéþóŕţéð á ƒáíļúŕé óƒ "${i?.op}" (ĤŢŢÞ ${i?.status}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ. Ñáŕŕóŵ ţĥé ŕéǫúéšţ (ƒéŵéŕ íţéɱš, á šĥóŕţéŕ þéŕíóð) óŕ ášķ ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}), áñð íţš áñšŵéŕ ŵáš ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ, ţóó ļáŕĝé ţó ŕéáð. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ, šó ţĥé óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ á ɱíñúţé áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ ${i?.seconds} š áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ášķéð ţó ŵáíţ ${i?.seconds} š; ţŕý áĝáíñ ţĥéñ. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ á ƒéŵ ɱíñúţéš. ·~ ·~ ·~ ·]`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ áççéþţ ţĥé šéššíóñ ƒóŕ "${i?.op}", éṽéñ áƒţéŕ šíĝñíñĝ íñ áĝáíñ. Çĥéçķ ţĥé þŕóƒíļé'š ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð "${i?.op}" ŵíţĥ áñ úñéẋþéçţéð ĤŢŢÞ šţáţúš ${i?.status}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ĥáš ñó ƒúñçţíóñ çáļļéð ${i?.channel}. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ çáŕŕíéð óúţ: çĥéçķ ${i?.check} ƀéƒóŕé ţŕýíñĝ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ţĥáţ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áççéþţéð "${i?.op}" ƀúţ šéñţ áñ áñšŵéŕ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ ķéý áñð šéçŕéţ áŕé šţóŕéð ƒóŕ “${i?.name}”. Éñţéŕ ţĥéɱ íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý áñð šéçŕéţ šţóŕéð ƒóŕ “${i?.name}” ŵéŕé ĝíṽéñ ƒóŕ ${i?.kept}, ƀúţ ţĥé þŕóƒíļé ñóŵ þóíñţš áţ ${i?.origin}. Éñţéŕ ţĥé ķéý áñð šéçŕéţ ƒóŕ ţĥáţ šéŕṽíçé íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ íš ñóţ áṽáíļáƀļé, šó ÁÞÍ çŕéðéñţíáļš çáññóţ ƀé šţóŕéð óŕ ŕéáð. Óñ Ļíñúẋ, íñšţáļļ áñð úñļóçķ á Šéçŕéţ Šéŕṽíçé ķéýŕíñĝ (ƒóŕ éẋáɱþļé ĜÑÓṀÉ Ķéýŕíñĝ); óñ ɱáçÓŠ áñð Ŵíñðóŵš, çĥéçķ ţĥáţ ţĥé ķéýçĥáíñ íš úñļóçķéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ·~]`)
};

export const logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ŵéñţ ŵŕóñĝ áñð ŵĥéñ, ŵŕíţţéñ ţó á ƒíļé óñ ţĥíš çóɱþúţéŕ. Ķéýš, šéçŕéţš áñð ţóķéñš áŕé ñéṽéŕ ŵŕíţţéñ ţó íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šĥóŵ ţĥé ļóĝš ·~ ·~ ·~ ]`)
};

export const logs_title = /** @type {(inputs: Logs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóĝš ·]`)
};

export const lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÍÁŢÁ ·]`)
};

export const lookups_airports_could_not = /** @type {(inputs: Lookups_Airports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šéáŕçĥ áíŕþóŕţš ·~ ·~ ·~ ]`)
};

export const lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţ ƒóŕ ${i?.searched} ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţš ƒóŕ ${i?.searched} ·~ ·~]`)
	
};

export const lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš ƀý ñáɱé, çíţý óŕ ÍÁŢÁ çóðé, ƒóŕ áíŕ ŕáţíñĝ áñð ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_airports_empty_text = /** @type {(inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé šþéļļíñĝ, óŕ ţŕý ţĥé ÍÁŢÁ çóðé óŕ ţĥé çíţý'š ñáɱé íñ Éñĝļíšĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_airports_found = /** @type {(inputs: Lookups_Airports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţš ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·]`)
	
};

export const lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á ţĥŕéé-ļéţţéŕ ÍÁŢÁ çóðé, á çíţý óŕ þáŕţ óƒ ţĥé áíŕþóŕţ'š ñáɱé, áñð þŕéšš Éñţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_airports_idle_title = /** @type {(inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ áñ áíŕþóŕţ ·~ ·~ ·~]`)
};

export const lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ]`)
};

export const lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó áíŕþóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~]`)
};

export const lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ƁÇÑ, Ƒŕáñķƒúŕţ, Ĥéáţĥŕóŵ ·~ ·~ ·~ ·~]`)
};

export const lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áíŕþóŕţ šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ]`)
};

export const lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ áíŕþóŕţš ƒóŕ ${i?.searched}… ·~ ·~ ·~ ]`)
};

export const lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš ·~ ]`)
};

export const lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 ļéţţéŕš óƒ á ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} ƒóŕ ${i?.searched} ·]`)
};

export const lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ·]`)
};

export const lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

export const lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóóŕðíñáţéš ·~ ·]`)
};

export const lookups_col_country = /** @type {(inputs: Lookups_Col_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

export const lookups_col_name = /** @type {(inputs: Lookups_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ·]`)
};

export const lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížé ·]`)
};

export const lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

export const lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕééƒéŕ ·~]`)
};

export const lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ţýþé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ţýþéš ·~ ·~ ]`)
	
};

export const lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱáŕíţíɱé çóñţáíñéŕ ţýþé ţĥé šéŕṽíçé ŕáţéš áñð ƀóóķš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé çóñţáíñéŕ ţýþéš ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ çóñţáíñéŕ ţýþéš… ·~ ·~ ·~ ]`)
};

export const lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çóñţáíñéŕ ţýþéš ·~ ·~ ·]`)
};

export const lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.size} ƒţ ·]`)
};

export const lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ţýþéš ·~ ·~]`)
};

export const lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[É ]`)
};

export const lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé áñšŵéŕéð ŵíţĥ áñ éɱþţý ļíšţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_no = /** @type {(inputs: Lookups_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

export const lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñ ]`)
};

export const lookups_pallets_col_size = /** @type {(inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéñĝţĥ × ŵíðţĥ × ĥéíĝĥţ ·~ ·~ ·~ ]`)
};

export const lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þáļļéţ ţýþé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þáļļéţ ţýþéš ·~ ·~]`)
	
};

export const lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáļļéţš ţĥé šéŕṽíçé ŕáţéš, ŵíţĥ ţĥéíŕ šţáñðáŕð šížéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé þáļļéţ ţýþéš ·~ ·~ ·~ ·~ ]`)
};

export const lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéíĝĥţ ñóţ ƒíẋéð ·~ ·~ ]`)
};

export const lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ þáļļéţ ţýþéš… ·~ ·~ ·~]`)
};

export const lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þáļļéţ ţýþéš ·~ ·~]`)
};

export const lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížéš ĝíṽéñ þéŕ šĥíþɱéñţ ·~ ·~ ·~ ]`)
};

export const lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţ ţýþéš ·~ ·]`)
};

export const lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŔĶŠŢ çóðé ·~ ]`)
};

export const lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ ·~ ]`)
};

export const lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šéáŕçĥ þóŕţš ·~ ·~ ·~]`)
};

export const lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţ ƒóŕ ${i?.searched} ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţš ƒóŕ ${i?.searched} ·~ ·]`)
	
};

export const lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕíţíɱé þóŕţš ƀý çíţý, ŵíţĥ ţĥé çóðéš á šéá ŕáţíñĝ óŕ ƀóóķíñĝ ñééðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé šþéļļíñĝ, óŕ ţŕý ţĥé çíţý'š ñáɱé íñ Éñĝļíšĥ óŕ íñ íţš óŵñ ļáñĝúáĝé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţš ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ]`)
	
};

export const lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á çíţý ñáɱé áñð þŕéšš Éñţéŕ. Þóŕţš íñ éṽéŕý çóúñţŕý ŵíţĥ ţĥáţ çíţý áŕé ļíšţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ á þóŕţ ·~ ·~ ]`)
};

export const lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ñáɱé ·~ ]`)
};

export const lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·]`)
};

export const lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ɓáŕçéļóñá, Ŕóţţéŕðáɱ, Šĥáñĝĥáí ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_ports_search_failed = /** @type {(inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þóŕţ šéáŕçĥ ƒáíļéð ·~ ·~ ·~]`)
};

export const lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þóŕţš ƒóŕ ${i?.searched}… ·~ ·~ ·~]`)
};

export const lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţš ·]`)
};

export const lookups_ports_too_short = /** @type {(inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 ļéţţéŕš óƒ á çíţý ñáɱé ·~ ·~ ·~ ·~ ·~ ]`)
};

export const lookups_postal_col_code = /** @type {(inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðé ·~ ·]`)
};

export const lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíóñ ·~]`)
};

export const lookups_postal_could_not = /** @type {(inputs: Lookups_Postal_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šéáŕçĥ þóšţáļ çóðéš ·~ ·~ ·~ ·~]`)
};

export const lookups_postal_count = /** @type {(inputs: Lookups_Postal_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðé ƒóŕ ${i?.searched} ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðéš ƒóŕ ${i?.searched} ·~ ·~ ·]`)
	
};

export const lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

export const lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš ƀý çíţý, óŕ çíţíéš ƀý þóšţáļ çóðé, ŵíţĥ ţĥéíŕ ŕéĝíóñ áñð þóšíţíóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé çóúñţŕý áñð ţĥé šþéļļíñĝ; á þóšţáļ çóðé çáñ ƀé ţýþéð íñ þáŕţ (“080”). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðé ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðéš ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`)
	
};

export const lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ţĥé çóúñţŕý, ţýþé á çíţý óŕ ţĥé ƒíŕšţ ðíĝíţš óƒ á þóšţáļ çóðé, áñð þŕéšš Éñţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ á þóšţáļ çóðé ·~ ·~ ·~ ]`)
};

export const lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

export const lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóšţáļ çóðé ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`)
};

export const lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ɓáŕçéļóñá, 08001, Ļýóñ ·~ ·~ ·~ ·]`)
};

export const lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þóšţáļ çóðé šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ·~]`)
};

export const lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þóšţáļ çóðéš ƒóŕ ${i?.searched}… ·~ ·~ ·~ ·~]`)
};

export const lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš ·~ ·]`)
};

export const lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 çĥáŕáçţéŕš óƒ á çíţý óŕ þóšţáļ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” ]`)
};

export const lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ·~]`)
};

export const lookups_search = /** @type {(inputs: Lookups_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ·~]`)
};

export const lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Š ]`)
};

export const lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵ ]`)
};

export const lookups_yes = /** @type {(inputs: Lookups_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

export const main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.path} ŵáš ŵŕíţţéñ, ƀúţ íţš ƒóļðéŕ çóúļð ñóţ ƀé ƒļúšĥéð ţó ðíšķ (${i?.detail}); á þóŵéŕ çúţ ñóŵ çóúļð úñðó ţĥé çĥáñĝé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé íš éɱþţý ·~ ·~ ]`)
};

export const main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ íš ñóţ ṽáļíð ĴŠÓÑ (${i?.detail}) ·~ ·~ ·~ ]`)
};

export const main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.path} çóúļð ñóţ ƀé ŕéáð (${i?.reason}); íţ ŵáš ķéþţ áš ${i?.keptAs} áñð ðéƒáúļţš áŕé úšéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ ðóéš ñóţ ĥóļð ŵĥáţ Ƒŕéíĝĥţ Ðéšķ éẋþéçţš (${i?.problem}) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñéẋþéçţéð çóñţéñţ ·~ ·~ ·]`)
};

export const main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóţ á ÞÑĜ óŕ ĴÞÉĜ íɱáĝé. Çĥóóšé á .þñĝ óŕ .ĵþĝ ƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ${i?.size} ṀíƁ; á ļóĝó ɱáý ƀé áţ ɱóšţ ${i?.limit} ṀíƁ. Šáṽé á šɱáļļéŕ ÞÑĜ óŕ ĴÞÉĜ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} çóúļð ñóţ ƀé ŕéáð áš áñ íɱáĝé: íţ ɱáý ƀé ðáɱáĝéð. Éẋþóŕţ íţ áĝáíñ áš ÞÑĜ óŕ ĴÞÉĜ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

export const main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ íš ŕéǫúíŕéð ·~ ·~ ·~]`)
};

export const main_profile_key_and_secret = /** @type {(inputs: Main_Profile_Key_And_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ƀóţĥ ţĥé ÁÞÍ ķéý áñð ţĥé ÁÞÍ šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ƀóţĥ ţĥé ÁÞÍ ķéý áñð ţĥé ÁÞÍ šéçŕéţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéýçĥáíñ éñţŕý óƒ þŕóƒíļé “${i?.name}” (${i?.id}) çóúļð ñóţ ƀé þúţ ƀáçķ áƒţéŕ ţĥé šéţţíñĝš ƒíļé ƒáíļéð ţó šáṽé: ${i?.detail} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ñáɱéð “${i?.name}” áļŕéáðý éẋíšţš. ·~ ·~ ·~ ·~ ·]`)
};

export const main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ŵíţĥ ţĥíš ñáɱé áļŕéáðý éẋíšţš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ þŕóƒíļé ñééðš áñ ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé Šáñðƀóẋ þŕóƒíļé íš ƀúíļţ íñ áñð çáññóţ ƀé çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé Šáñðƀóẋ þŕóƒíļé íš ƀúíļţ íñ áñð çáññóţ ƀé ŕéɱóṽéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó þŕóƒíļé ŵíţĥ íð ${i?.id}. ·~ ·~ ·~ ·~]`)
};

export const main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóɱþáñý ñáɱé ɱúšţ ƀé áţ ɱóšţ 120 çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé íš šýšţéɱ, éš óŕ éñ ·~ ·~ ·~ ·~ ]`)
};

export const main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé íţš šéţţíñĝš ƒíļé ${i?.path} (${i?.why}), šó ñóţĥíñĝ ŵáš çĥáñĝéð. Çĥéçķ ţĥáţ ţĥé ðíšķ ĥáš ƒŕéé šþáçé áñð ţĥé ƒóļðéŕ çáñ ƀé ŵŕíţţéñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñóţíƒíçáţíóñ šŵíţçĥ íš óñ (ţŕúé) óŕ óƒƒ (ƒáļšé) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéš áŕé þŕíñţéð ƀý çĥáŕĝé óŕ áš óñé ļíñé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱíñĝ ţĥé çáŕŕíéŕ íš óñ (ţŕúé) óŕ óƒƒ (ƒáļšé) ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéŕɱš ɱúšţ ƀé áţ ɱóšţ 240 çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé áţ ɱóšţ 1440 (á ðáý) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé 0 (óƒƒ) óŕ ɱóŕé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥéɱé íš šýšţéɱ, ļíĝĥţ óŕ ðáŕķ ·~ ·~ ·~ ·~ ·]`)
};

export const main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš éɱþţý. ·~ ]`)
};

export const main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ${i?.size} ṀíƁ; ţĥé ļíɱíţ íš ${i?.limit} ṀíƁ (${i?.bytes} ƀýţéš). ·~ ·~ ·~ ·~ ·~]`)
};

export const main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ƒíļéš óƒ ţĥíš ţýþé çáññóţ ƀé úþļóáðéð. Áļļóŵéð: ${i?.allowed}. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áƀóúţ ${i?.app} ·~]`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţúáļ Šížé ·~ ·]`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕíñĝ Áļļ ţó Ƒŕóñţ ·~ ·~ ·]`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé Ŵíñðóŵ ·~ ·]`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ·]`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúţ ·]`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ·]`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋíţ ·]`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ·]`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóĝĝļé Ƒúļļ Šçŕééñ ·~ ·~ ·]`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ]`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéļþ ·]`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.app} ·]`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé Óţĥéŕš ·~ ·]`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱížé ·~ ]`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ·]`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúíţ ${i?.app} ·]`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéðó ·]`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ Áļļ ·~ ]`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçéš ·~ ]`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ Áļļ ·~ ]`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ļóĝš ·~ ]`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñðó ·]`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ ·]`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíñðóŵ ·~]`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ ·]`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Íñ ·~]`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Óúţ ·~ ]`)
};

export const nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé ·~ ]`)
};

export const nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíñ ·]`)
};

export const no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé íš ţĥé íñšíðé óƒ ţĥé Ƒŕéíĝĥţ Ðéšķ áþþ áñð ñééðš ţĥé áþþ áŕóúñð íţ ţó ŕéáçĥ ţĥé ƒŕéíĝĥţ šéŕṽíçé. Óþéñ Ƒŕéíĝĥţ Ðéšķ íţšéļƒ (óŕ ţĥé ŵéƀ ĥáŕñéšš, ñþɱ ŕúñ ŵéƀ) íñšţéáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ šţáŕţ ĥéŕé ·~ ·~ ·~ ·~]`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ íñ ţĥé ļíšţ ·~ ·~]`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~]`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé: “${i?.latest}” ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš: “${i?.latest}” ·~ ·~ ·~ ·]`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~ ]`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ƀý ţĥé šéŕṽíçé (ķéþţ ĥéŕé) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš ñóţíƒíçáţíóñ ${i?.title} ·~ ·~ ·~]`)
};

export const notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš (Éšç) ·~ ·~]`)
};

export const notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íñ Ţŕáçķíñĝ · Éšç ţó ðíšɱíšš ·~ ·~ ·~ ·~ ·]`)
};

export const notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţíƒíçáţíóñš ·~ ·~]`)
};

export const notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ á šýñç ƒóúñð çĥáñĝéð íñ ýóúŕ šĥíþɱéñţš, óñé ñóţíƒíçáţíóñ þéŕ šýñç; çļíçķíñĝ óñé óþéñš ţĥé šĥíþɱéñţ, óŕ Ţŕáçķíñĝ ŵĥéñ ɱáñý çĥáñĝéð. Ñóţĥíñĝ íš ñóţíƒíéð ƒóŕ á þŕóƒíļé’š ƒíŕšţ šýñç, ƒóŕ ŵĥáţ ýóú óþéñ, óŕ ƒóŕ ţĥé šĥíþɱéñţš ýóú ƀóóķ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţíƒý ɱé áƀóúţ ·~ ·~]`)
};

export const notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ñóţíƒíçáţíóñ šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ñóţíƒíçáţíóñ šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ķééþš ţŕýíñĝ óñ íţš óŵñ. ·~ ·~ ·~ ·~ ·~]`)
};

export const offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ļášţ áñšŵéŕéð ${i?.when}. ·~ ·~ ·]`)
};

export const offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ĥáš ñóţ áñšŵéŕéð šíñçé ţĥé ðéšķ šţáŕţéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé çáññóţ ƀé ŕéáçĥéð ·~ ·~ ·~ ·~]`)
};

export const offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš, ǫúóţéš áñð ðóçúɱéñţš šĥóŵ áš šţóŕéð, éáçĥ ɱáŕķéð ŵíţĥ ţĥé ţíɱé íţ ŵáš ƒéţçĥéð ("áš óƒ"). Áçţíóñš ţĥáţ ñééð ţĥé šéŕṽíçé (ŕáţé, ƀóóķ, úþļóáð, šŵíţçĥ ţŕáçķíñĝ) áŕé ðíšáƀļéð úñţíļ íţ áñšŵéŕš; ñóţĥíñĝ ýóú ţýþéð íš ļóšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţ á ƀéáŕéŕ ţóķéñ ŵíţĥ ţĥé ÁÞÍ ķéý áñð šéçŕéţ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ƒúļļ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·]`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ļéšš-ţĥáñ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ'š ðóçúɱéñţ çĥéçķļíšţ (Ðóçúɱéñţš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šáṽéð ǫúóţéš (Ǫúóţéš) ·~ ·~ ·~ ]`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéŕṽíçé'š ŕéçóŕðš ·~ ·~ ·~]`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ'š ðéţáíļ (Ţŕáçķíñĝ) ·~ ·~ ·~ ·~ ]`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ ļíšţ (Ţŕáçķíñĝ) ƒóŕ á ñéŵ šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţáŕíƒƒ ŕéþóŕţ óƒ ţĥé çóñţŕáçţ (Ţáŕíƒƒš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð á šĥíþɱéñţ ðóçúɱéñţ ·~ ·~ ·~ ·~]`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ţĥé ðóçúɱéñţš óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ]`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð á šĥíþɱéñţ ðóçúɱéñţ ·~ ·~ ·~ ·]`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð áíŕþóŕţš ƀý ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ɱáŕíţíɱé çóñţáíñéŕ ţýþéš ·~ ·~ ·~ ·~]`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ þáļļéţ ţýþéš ·~ ·~ ]`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ɱáŕíţíɱé þóŕţš ƀý çíţý ñáɱé ·~ ·~ ·~ ·~ ]`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð þóšţáļ çóðé ļóçáţíóñš ƀý çóúñţŕý áñð çíţý óŕ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ţíɱé ŵíñðóŵš óƒƒéŕéð ƒóŕ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé á šáṽéð ǫúóţé ·~ ·~ ·]`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šáṽéð ǫúóţéš ·~ ·~ ]`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé á ŕáţé áš á ǫúóţé ·~ ·~ ·~]`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé áñ áíŕ šĥíþɱéñţ ·~ ·~ ·]`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á ƒúļļ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·]`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á ļéšš-ţĥáñ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ·~]`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúéŕý ţĥé ţáŕíƒƒ ŕéþóŕţ ·~ ·~ ·~ ]`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ɱáŕíţíɱé ţáŕíƒƒ ƒíļéš ·~ ·~ ·~ ·~]`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ţĥé ðéţáíļ óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~]`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ţĥé ţŕáçķíñĝ ɱéššáĝéš óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šĥíþɱéñţš ŵíţĥ ţŕáçķíñĝ ðáţá ·~ ·~ ·~ ·~ ·]`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţŕáçķíñĝ óƒ á šĥíþɱéñţ óñ óŕ óƒƒ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Šéţţíñĝš ·~ ·~]`)
};

export const outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ: ${i?.what} ·~ ·~ ]`)
};

export const palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱáñðš ·~ ]`)
};

export const palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó á šçŕééñ, ƒíñð á šĥíþɱéñţ ƀý çóðé, ŕáţé, šŵíţçĥ þŕóƒíļé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const palette_input_placeholder = /** @type {(inputs: Palette_Input_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó á šçŕééñ, ƒíñð á šĥíþɱéñţ ƀý çóðé, ŕáţé, šŵíţçĥ þŕóƒíļé… ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[↑ ↓ ţó ɱóṽé, Éñţéŕ ţó óþéñ, Éšç ţó çļóšé. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const palette_label = /** @type {(inputs: Palette_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱáñð þáļéţţé ·~ ·~]`)
};

export const palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ɱáţçĥéš “${i?.typed}”. ·~ ·~ ·]`)
};

export const palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éɱƀéððéð šáñðƀóẋ ·~ ·~ ·]`)
};

export const palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒŕéíĝĥţ šéŕṽíçé áççóúñţ ·~ ·~ ·~ ]`)
};

export const palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕóƒíļé áççóúñţ úšé šŵíţçĥ ·~ ·~ ·~ ·]`)
};

export const palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ŕáţíñĝ: ${i?.mode} ·~ ·~]`)
};

export const palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ${i?.mode} ·]`)
};

export const palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕáţíñĝ šţáŕţ ñéŵ þŕíçé ǫúóţé ·~ ·~ ·~ ·~]`)
};

export const palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĝó óþéñ šçŕééñ ·~ ·~]`)
};

export const palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ ƒóŕ šĥíþɱéñţš… ·~ ·~ ·~]`)
};

export const palette_section_go_to = /** @type {(inputs: Palette_Section_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ·]`)
};

export const palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļéš ·~ ]`)
};

export const palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ·]`)
};

export const palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

export const palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

export const palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.name} ·~ ]`)
};

export const pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕ ƒŕéíĝĥţ ·~ ·]`)
};

export const pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ-íñ þŕíçé: éṽéŕý çĥáŕĝé ļíšţéð íš íñçļúðéð ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš ǫúóţéð ·~ ]`)
};

export const pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ñóţéš ·~ ·~]`)
};

export const pdf_charge = /** @type {(inputs: Pdf_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

export const pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéáƀļé ŵéíĝĥţ ·~ ·~ ]`)
};

export const pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéš íñ ${i?.currency} ·~ ·]`)
};

export const pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ·~]`)
};

export const pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášíš ·]`)
};

export const pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

export const pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

export const pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţéð ƒŕóɱ ·~ ·]`)
};

export const pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

export const pdf_col_free_time = /** @type {(inputs: Pdf_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţý ·~]`)
};

export const pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéñ þéŕ ðáý ·~ ·]`)
};

export const pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ƀóẋ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ƀóẋéš ·~]`)
	
};

export const pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çáŕĝó ļíñé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çáŕĝó ļíñéš ·~ ·]`)
	
};

export const pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çóñţáíñéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çóñţáíñéŕš ·~ ·]`)
	
};

export const pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þáļļéţ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þáļļéţš ·~ ]`)
	
};

export const pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[(${i?.count} þíéçé) ·~ ]`);
	return /** @type {LocalizedString} */ (`[(${i?.count} þíéçéš) ·~ ]`)
	
};

export const pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðáýš ·]`)
	
};

export const pdf_delivery = /** @type {(inputs: Pdf_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.kind}, éṽéŕý çĥáŕĝé íñçļúðéð ·~ ·~ ·~ ]`)
};

export const pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţš ·~]`)
};

export const pdf_free_time = /** @type {(inputs: Pdf_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const pdf_from = /** @type {(inputs: Pdf_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

export const pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þļéášé ĝíṽé ${i?.quote} ŵĥéñ ýóú ƀóóķ. ·~ ·~ ·~ ·]`)
};

export const pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ·]`)
};

export const pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéð ·~ ]`)
};

export const pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íššúéð ${i?.date} ·~]`)
};

export const pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕ ·]`)
};

export const pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóẋéš ·]`)
};

export const pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

export const pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ƑÇĻ (ƒúļļ çóñţáíñéŕ) ·~ ·~ ·~ ]`)
};

export const pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ĻÇĻ (ĝŕóúþáĝé) ·~ ·~ ·]`)
};

export const pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éẋþíŕý ĝíṽéñ ·~ ·~]`)
};

export const pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţéš ·]`)
};

export const pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ŕéǫúéšţ ·~ ]`)
};

export const pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

export const pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ţĥé çáŕŕíéŕ çóñƒíŕɱš ţĥé ṽéššéļ áñð ðáţéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕíçé íñçļúðéš éṽéŕý çĥáŕĝé ƒóŕ ţĥíš šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǪÚÓŢÁŢÍÓÑ ·~ ]`)
};

export const pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ·]`)
};

export const pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ. ·]`)
};

export const pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ. ${i?.reference} ·]`)
};

export const pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáíļíñĝ ·~]`)
};

export const pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

export const pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

export const pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñçļ. ${i?.percent}% ţáẋ ·~ ·]`)
};

export const pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš áš ǫúóţéð ƀý ${i?.carrier}; šúƀĵéçţ ţó šþáçé áñð éǫúíþɱéñţ áţ ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš áš ǫúóţéð ƀý ${i?.carrier}, ṽáļíð úñţíļ ${i?.date}; šúƀĵéçţ ţó šþáçé áñð éǫúíþɱéñţ áţ ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

export const pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ-íñ þŕíçé ĝíṽéñ ƀý ţĥé çáŕŕíéŕ ·~ ·~ ·~ ·~ ·]`)
};

export const pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ óƒ ţĥé ǫúóţé, çĥáŕĝéš íñçļúðéð ·~ ·~ ·~ ·~ ·~]`)
};

export const pdf_total_price = /** @type {(inputs: Pdf_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ þŕíçé ·~ ·]`)
};

export const pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ’š þŕíçé þļúš ţĥé šúŕçĥáŕĝéš ļíšţéð ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúɱ óƒ ţĥé çĥáŕĝéš ļíšţéð ·~ ·~ ·~ ]`)
};

export const pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

export const pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úññáɱéð çúŕŕéñçý ·~ ·~ ·]`)
};

export const pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ${i?.date} ·~ ·]`)
};

export const pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéššéļ ·~]`)
};

export const pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíá ·]`)
};

export const penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţý ·~]`)
};

export const pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ šúçĥ áš 25 óŕ 25.50 ·~ ·~ ·~ ·~]`)
};

export const pricing_change = /** @type {(inputs: Pricing_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ·~]`)
};

export const pricing_col_actions = /** @type {(inputs: Pricing_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ðéƒáúļţ ɱáŕĝíñ "${i?.margin}" íš ñóţ á þéŕçéñţáĝé šúçĥ áš 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé çóļúɱñ "${i?.name}" íš ñáɱéð ţŵíçé ·~ ·~ ·~ ·~]`)
};

export const pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé íš éɱþţý: ţĥé ƒíŕšţ ļíñé ñáɱéš ţĥé çóļúɱñš, "ñáɱé" áţ ļéášţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ ĥáš ${i?.fields} ƒíéļðš áñð ţĥé ĥéáðéŕ ${i?.header} (á çóɱɱá íñ á ñáɱé ñééðš ǫúóţéš) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[áñð ${i?.shown} ɱóŕé þŕóƀļéɱ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[áñð ${i?.shown} ɱóŕé þŕóƀļéɱš ·~ ·~ ·]`)
	
};

export const pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ñáɱé íš éɱþţý ·~ ·~ ]`)
};

export const pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.name}" íš áļŕéáðý óñ ļíñé ${i?.line} ·~ ·~ ·~]`)
};

export const pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé ñáɱéš ţĥé çóļúɱñš ƀúţ ĥóļðš ñó çúšţóɱéŕ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ĥéáðéŕ ĥáš ñó "ñáɱé" çóļúɱñ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ǫúóţéð ƒíéļð íš ñóţ çļóšéð (á " íš ɱíššíñĝ) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.column} íš ļóñĝéŕ ţĥáñ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

export const pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çóļúɱñ "${i?.name}"; ţĥé çóļúɱñš áŕé ${i?.columns} ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çúšţóɱéŕ ·~ ·]`)
};

export const pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáçţ (óþţíóñáļ) ·~ ·~ ·]`)
};

export const pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñ, é-ɱáíļ, þĥóñé ·~ ·~ ·~]`)
};

export const pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ñóţé (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

export const pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñóţé: ţĥé ðéšķ çóñṽéŕţš ñóţĥíñĝ. ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. íñṽóíçéš íñ ÉÚŔ ·~ ·~ ·]`)
};

export const pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒáúļţ ɱáŕĝíñ % (óþţíóñáļ) ·~ ·~ ·~ ·]`)
};

export const pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéð ŵĥéñ ñó ŕúļé ƒóŕ ţĥíš çúšţóɱéŕ íš ɱóŕé šþéçíƒíç. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12.5 ·~ ]`)
};

export const pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}’š ðéƒáúļţ ɱáŕĝíñ ·~ ·~ ]`)
};

export const pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ${i?.name} ·~]`)
};

export const pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ çúšţóɱéŕ ·~ ·]`)
};

export const pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé (óþţíóñáļ) ·~ ·~ ·]`)
};

export const pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Šþáñíšĥ ·~ ·]`)
};

export const pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ·]`)
};

export const pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţéš (óþţíóñáļ) ·~ ·~ ]`)
};

export const pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé çúšţóɱéŕ ·~ ·~]`)
};

export const pricing_customer_save_failed = /** @type {(inputs: Pricing_Customer_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé çúšţóɱéŕ ·~ ·~ ·~ ·]`)
};

export const pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ áððéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš áððéð ·~ ·~ ]`)
	
};

export const pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ñóţé ·~ ·~]`)
};

export const pricing_customers_col_customer = /** @type {(inputs: Pricing_Customers_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ ·~ ]`)
};

export const pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒáúļţ ɱáŕĝíñ ·~ ·~]`)
};

export const pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ·~ ]`)
};

export const pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš ·~ ]`)
	
};

export const pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ÇŠṼ ƒíļé'š ƒíŕšţ ļíñé ñáɱéš íţš çóļúɱñš: ${i?.columns} (óñļý ñáɱé íš ŕéǫúíŕéð). Á ķñóŵñ ñáɱé úþðáţéš ţĥáţ çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ðéļéţéð ƒŕóɱ ţĥíš ðéšķ. Ǫúóţéš šáṽéð ƒóŕ íţ ķééþ íţš ñáɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé çúšţóɱéŕ ·~ ·~]`)
};

export const pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ${i?.name} ·~ ·~ ]`)
};

export const pricing_customers_delete_title = /** @type {(inputs: Pricing_Customers_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥíš çúšţóɱéŕ? ·~ ·~ ·~]`)
};

export const pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ýóúŕ ǫúóţéš áŕé ƒóŕ. Þíçķ óñé óñ ţĥé ŕáţíñĝ ƒóŕɱ ţó þŕíçé íţš ŕáţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕš ýéţ: áðð óñé, óŕ íɱþóŕţ á ÇŠṼ ƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþóŕţ ÇŠṼ… ·~ ·]`)
};

export const pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file}: ${i?.message} ]`)
};

export const pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļíñé ${i?.line}: ${i?.problem} ·~]`)
};

export const pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file}: ${i?.added}, ${i?.updated}. ·]`)
};

export const pricing_customers_new = /** @type {(inputs: Pricing_Customers_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ çúšţóɱéŕ ·~ ·]`)
};

export const pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕ ɱáţçĥéš ţĥé šéáŕçĥ. ·~ ·~ ·~ ·~ ]`)
};

export const pricing_customers_read_failed = /** @type {(inputs: Pricing_Customers_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé çúšţóɱéŕš ·~ ·~ ·~ ·~]`)
};

export const pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ çúšţóɱéŕš ·~ ·~ ]`)
};

export const pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, çóñţáçţ óŕ ñóţéš ·~ ·~ ·~]`)
};

export const pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ·~ ]`)
};

export const pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} íš ţóó ļáŕĝé ƒóŕ á çúšţóɱéŕ ļíšţ. ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ úþðáţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš úþðáţéð ·~ ·~ ·]`)
	
};

export const pricing_delete = /** @type {(inputs: Pricing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ·~]`)
};

export const pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš ñóţĥíñĝ: ĝíṽé á þéŕçéñţáĝé, á ƒíẋéð áɱóúñţ óŕ á ɱíñíɱúɱ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ çáññóţ ƀé ƀéļóŵ žéŕó ·~ ·~ ·~ ·~]`)
};

export const pricing_field_amount_too_high = /** @type {(inputs: Pricing_Field_Amount_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íš áţ ɱóšţ 1,000,000,000 ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íš á ŵĥóļé ñúɱƀéŕ óƒ ĥúñðŕéðţĥš ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒíẋéð áɱóúñţ óŕ á ɱíñíɱúɱ ñééðš íţš çúŕŕéñçý ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çóúñţŕý íš íţš ţŵó-ļéţţéŕ ÍŠÓ çóðé, šúçĥ áš ÉŠ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á çúšţóɱéŕ ƒíļé íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çúŕŕéñçý íš ţĥŕéé ļéţţéŕš, šúçĥ áš ÉÚŔ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} íš á ðáţé šúçĥ áš 2026-11-23 ·~ ·~ ·~ ·~]`)
};

export const pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé óƒ éẋçĥáñĝé íš áƀóṽé žéŕó ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé óƒ éẋçĥáñĝé íš ƀéţŵééñ ţŵó çúŕŕéñçíéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_field_margin_amount_below_zero = /** @type {(inputs: Pricing_Field_Margin_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ çáññóţ ƀé ƀéļóŵ žéŕó ·~ ·~ ·~ ·~]`)
};

export const pricing_field_margin_below_zero = /** @type {(inputs: Pricing_Field_Margin_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ çáññóţ ƀé ƀéļóŵ 0 % ·~ ·~ ·~ ·~]`)
};

export const pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ íš áţ ɱóšţ 1,000 % ·~ ·~ ·~ ·]`)
};

export const pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñáɱé íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

export const pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé ñó ðéçíɱáļš ·~ ·~ ·~ ]`)
};

export const pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ɱúšţ ƀé ţéẋţ ·~ ·~]`)
};

export const pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ þéŕ çóñţáíñéŕ ñééðš ţĥé ɱóðé Šéá ƑÇĻ (ţĥé óñļý óñé ŕáţéð ƀý çóñţáíñéŕ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé íš á ŵĥóļé ñúɱƀéŕ óƒ ĥúñðŕéðţĥš óƒ á þéŕçéñţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóŕţ íš á ÚÑ/ĻÓÇÓÐÉ šúçĥ áš ÉŠṼĻÇ, áñ áíŕþóŕţ áñ ÍÁŢÁ çóðé šúçĥ áš ƁÇÑ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé ñééðš á ñáɱé ·~ ·~ ·~]`)
};

export const pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ ɱúšţ ƀé á šáƒé íñţéĝéŕ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ·~ ·]`)
};

export const pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóñţáçţ ·~ ·]`)
};

export const pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúŕŕéñçý ñóţé ·~ ·~ ]`)
};

export const pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé ·~ ·]`)
};

export const pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñáɱé ·~ ]`)
};

export const pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñóţéš ·~ ]`)
};

export const pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáŕçĥ ·~ ]`)
};

export const pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ɱúšţ ƀé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~]`)
};

export const pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕŕíéŕ ·~]`)
};

export const pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúšţóɱéŕ ·~ ]`)
};

export const pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéšķ ðéƒáúļţ ·~ ·]`)
};

export const pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáñé (çóúñţŕíéš) ·~ ·~ ]`)
};

export const pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáñé (þóŕţš) ·~ ·]`)
};

export const pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱóðé ·]`)
};

export const pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúšţóɱéŕ çĥóšéñ íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ: þíçķ óñé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_main_customer_gone = /** @type {(inputs: Pricing_Main_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çúšţóɱéŕ íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ: íţ ŵáš ðéļéţéð ɱéáñŵĥíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ ŕúļé íš ƒóŕ ţĥíš çúšţóɱéŕ (${i?.names}): ðéļéţé óŕ çĥáñĝé íţ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļéš áŕé ƒóŕ ţĥíš çúšţóɱéŕ (${i?.names}): ðéļéţé óŕ çĥáñĝé ţĥéɱ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

export const pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš áļŕéáðý á çúšţóɱéŕ óƒ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš áļŕéáðý á çúšţóɱéŕ: çĥáñĝé ţĥáţ óñé, óŕ ĝíṽé áñóţĥéŕ ñáɱé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš íɱþóŕţéð: ţĥé ƒíļé ĥáš á þŕóƀļéɱ. Ƒíẋ íţ áñð íɱþóŕţ ţĥé ƒíļé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš íɱþóŕţéð: ţĥé ƒíļé ĥáš ${i?.shown} þŕóƀļéɱš. Ƒíẋ ţĥéɱ áñð íɱþóŕţ ţĥé ƒíļé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á çúšţóɱéŕ óƒ ţĥíš ðéšķ ·~ ·~ ·~ ·~]`)
};

export const pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé ŵáš ñóţ šáṽéð ŵíţĥ á šéļļ þŕíçé óñ ţĥíš ðéšķ (šáṽéð ƀéƒóŕé ţĥé ðéšķ þŕíçéð ǫúóţéš, óŕ éļšéŵĥéŕé): ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð šáṽé íţ ƒóŕ ýóúŕ çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_main_quote_sell_unknown = /** @type {(inputs: Pricing_Main_Quote_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéļļ þŕíçé íš ñóţ ķñóŵñ. ·~ ·~ ·~ ·~]`)
};

export const pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ]`)
};

export const pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ${i?.rate} íš ñóţ ķéþţ óñ ţĥíš ðéšķ áñý ɱóŕé: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúšţóɱéŕ óƒ ţĥíš ŕúļé íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕúļé íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ: íţ ŵáš ðéļéţéð ɱéáñŵĥíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ŕúļéš óŕ ţĥé çúšţóɱéŕ çĥáñĝéð šíñçé ţĥé ŕáţéš ŵéŕé šĥóŵñ: ļóóķ áţ ţĥé šéļļ þŕíçé áĝáíñ, ţĥéñ šáṽé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šáṽéð ţĥé ǫúóţé, ƀúţ ţĥíš ðéšķ çóúļð ñóţ ķééþ íţš šéļļ þŕíçé (${i?.why}). Šáṽé íţ áĝáíñ: ţĥé šéŕṽíçé áñšŵéŕš ţĥé šáɱé ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéļļ þŕíçé óƒ ţĥíš ŕáţé íš ñóţ ķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý çĥáŕĝé (ţĥé ɱáŕĝíñ šþŕéáð óṽéŕ ţĥéɱ) ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ á ǫúóţé ÞÐƑ ƒóŕ á çúšţóɱéŕ šĥóŵš. Íţ þŕíñţš ţĥé šéļļ þŕíçé óñļý: ñéṽéŕ ţĥé çáŕŕíéŕ’š þŕíçé óŕ ýóúŕ ɱáŕĝíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ţĥé çáŕŕíéŕ ·~ ·~ ]`)
};

export const pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé áñð šéŕṽíçé úñðéŕ ţĥé çúšţóɱéŕ’š. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñé ļíñé: ţĥé šéļļ þŕíçé ·~ ·~ ·~ ]`)
};

export const pricing_pdf_price = /** @type {(inputs: Pricing_Pdf_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ǫúóţé ÞÐƑš ·~ ·~]`)
};

export const pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ǫúóţé ÞÐƑ šéţţíñĝš ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéŕɱš ·]`)
};

export const pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíñţéð áţ ţĥé ƒóóţ óƒ éṽéŕý ǫúóţé, áƒţéŕ íţš ṽáļíðíţý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ÞÐƑš ·~ ]`)
};

export const pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.percent} % ]`)
};

export const pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé šúçĥ áš 12 óŕ 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ çúšţóɱéŕš ·~ ·~]`)
};

export const pricing_report_by_hand = /** @type {(inputs: Pricing_Report_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ƀý ĥáñð ·~ ·]`)
};

export const pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé ŕéþóŕţ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓúý ${i?.currency} ·]`)
};

export const pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const pricing_report_col_customer = /** @type {(inputs: Pricing_Report_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ ·~ ]`)
};

export const pricing_report_col_from = /** @type {(inputs: Pricing_Report_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

export const pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ${i?.currency} ·~]`)
};

export const pricing_report_col_mode = /** @type {(inputs: Pricing_Report_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóðé ·]`)
};

export const pricing_report_col_quote = /** @type {(inputs: Pricing_Report_Col_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ·]`)
};

export const pricing_report_col_quotes = /** @type {(inputs: Pricing_Report_Col_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ·~]`)
};

export const pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļé ·~ ·]`)
};

export const pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ·]`)
};

export const pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ ${i?.currency} ·]`)
};

export const pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

export const pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ·~ ·]`)
};

export const pricing_report_customer = /** @type {(inputs: Pricing_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ ·~ ]`)
};

export const pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţéš šáṽéð ŵíţĥ á šéļļ þŕíçé íñ á þéŕíóð: éáçĥ óñé ŵíţĥ íţš ƀúý, ɱáŕĝíñ áñð šéļļ, óŕ þéŕ çúšţóɱéŕ ŵíţĥ ţĥéíŕ çóúñţ, šéļļ áñð ɱáŕĝíñ þéŕ çúŕŕéñçý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ǫúóţé ·~ ]`)
};

export const pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

export const pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ẊĻŠẊ ·~ ·]`)
};

export const pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþóŕţ ŵáš ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

export const pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǫúóţéš ƀý çúšţóɱéŕ ${i?.from} ţó ${i?.to} ·~ ·~ ·~ ]`)
};

export const pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǫúóţéš ${i?.from} ţó ${i?.to} ·~ ·]`)
};

export const pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

export const pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñéš ·]`)
};

export const pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúŕŕéñçý ·~ ·]`)
};

export const pricing_report_no_customer = /** @type {(inputs: Pricing_Report_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕ ·~ ·]`)
};

export const pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

export const pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ çúšţóɱéŕ ·~ ·]`)
};

export const pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó íš ƀéƒóŕé Ƒŕóɱ ·~ ·~ ]`)
};

export const pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (${i?.level}) ·]`)
};

export const pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ·~ ]`)
};

export const pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ·~]`)
};

export const pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ŕéþóŕţ ·~ ·~]`)
};

export const pricing_report_to = /** @type {(inputs: Pricing_Report_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

export const pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð ŕúļé ·~ ]`)
};

export const pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý çáŕŕíéŕ ·~ ·]`)
};

export const pricing_rule_any_customer = /** @type {(inputs: Pricing_Rule_Any_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý çúšţóɱéŕ ·~ ·]`)
};

export const pricing_rule_any_mode = /** @type {(inputs: Pricing_Rule_Any_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý ɱóðé ·~ ]`)
};

export const pricing_rule_carrier = /** @type {(inputs: Pricing_Rule_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé óŕ çóðé. ·~ ·~ ]`)
};

export const pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţéð ·~]`)
};

export const pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý óƒ ţĥé áɱóúñţš ·~ ·~ ·~ ]`)
};

export const pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé'š áɱóúñţš áþþļý ţó ŕáţéš íñ íţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ ·~ ]`)
};

export const pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ çóúñţŕý ·~ ·~ ·]`)
};

export const pricing_rule_destination_country_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÇÑ ·~ ·]`)
};

export const pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ þóŕţ ·~ ·~ ]`)
};

export const pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÇÑŠĤÁ ·~ ·~]`)
};

export const pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíẋéð áɱóúñţ (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

export const pricing_rule_fixed_placeholder = /** @type {(inputs: Pricing_Rule_Fixed_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 50 ·~]`)
};

export const pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ţĥé ŕáţéš óƒ ·~ ·~ ]`)
};

export const pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé ŕúļé ${i?.name} ·~ ·~ ]`)
};

export const pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ɱáŕĝíñ ŕúļé ·~ ·~]`)
};

export const pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ·~ ]`)
};

export const pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱúɱ ɱáŕĝíñ (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

export const pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 25 ·~]`)
};

export const pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóðé ·]`)
};

export const pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ñáɱé ·~ ]`)
};

export const pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Šéá ƑÇĻ šţáñðáŕð ·~ ·~ ·~]`)
};

export const pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ çóúñţŕý ·~ ·~]`)
};

export const pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÉŠ ·~ ·]`)
};

export const pricing_rule_origin_port = /** @type {(inputs: Pricing_Rule_Origin_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ þóŕţ ·~ ·]`)
};

export const pricing_rule_origin_port_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÉŠṼĻÇ ·~ ·~]`)
};

export const pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þéŕ çóñţáíñéŕ (Šéá ƑÇĻ) ·~ ·~ ·~ ]`)
};

export const pricing_rule_per_kg = /** @type {(inputs: Pricing_Rule_Per_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þéŕ ķĝ ·~]`)
};

export const pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þéŕ šĥíþɱéñţ ·~ ·]`)
};

export const pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕçéñţáĝé óƒ ţĥé ƀúý þŕíçé ·~ ·~ ·~ ·]`)
};

export const pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12 ·~]`)
};

export const pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ, óŕ áñ áíŕþóŕţ'š ÍÁŢÁ çóðé. ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ŕúļé ·~ ]`)
};

export const pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ŕúļé ·~ ·~ ·~ ]`)
};

export const pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ţĥé ŕáţéš óƒ ·~ ·~ ]`)
};

export const pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

export const pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ·]`)
};

export const pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕúļé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕúļéš ·~]`)
	
};

export const pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ñó ļóñĝéŕ þŕíçéš ŕáţéš. Ǫúóţéš šáṽéð ŵíţĥ íţ ķééþ ţĥéíŕ þŕíçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕúļé ·~ ·]`)
};

export const pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ţĥé ŕúļé ·~ ·~ ·~ ]`)
};

export const pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥíš ŕúļé? ·~ ·~ ]`)
};

export const pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱóšţ šþéçíƒíç ŕúļé ţĥáţ ɱáţçĥéš á ŕáţé þŕíçéš íţ: çúšţóɱéŕ, ţĥéñ ļáñé (þóŕţš, ţĥéñ çóúñţŕíéš), çáŕŕíéŕ, ɱóðé, áñð á ŕúļé ŵíţĥ ñó çóñðíţíóñ áš ţĥé ðéšķ’š ðéƒáúļţ. Ɓéţŵééñ éǫúáļ ŕúļéš ţĥé óļðéŕ óñé ŵíñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕúļéš ýéţ: éṽéŕý ŕáţé šéļļš áţ íţš ƀúý þŕíçé úñţíļ ýóú áðð óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.level} ŕúļé ·]`)
};

export const pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ŕúļé ·~ ]`)
};

export const pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ɱáŕĝíñ ŕúļéš ·~ ·~ ·~ ·~ ]`)
};

export const pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļéš ·~ ·]`)
};

export const pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñý ·]`)
};

export const pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çúšţóɱéŕ #${i?.id} (ðéļéţéð) ·~ ·~ ·]`)
};

export const pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ŕáţé ·~ ]`)
};

export const pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.terms}, áţ ļéášţ ${i?.minimum} ·~ ·]`)
};

export const pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţĥíñĝ ·~]`)
};

export const pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ çóñţáíñéŕ ·~ ·~]`)
};

export const pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ ķĝ ·~]`)
};

export const pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ šĥíþɱéñţ ·~ ·~]`)
};

export const pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ çúŕŕéñçý ·~ ·~ ·]`)
};

export const pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.first} áñð ${i?.second} ·]`)
};

export const pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé’š áɱóúñţš áŕé íñ ${i?.rule} áñð ţĥíš ŕáţé íš íñ ${i?.theirs}: ĝíṽé á ŕáţé óƒ éẋçĥáñĝé ƒŕóɱ ${i?.rule} ƒóŕ ţĥíš ǫúóţé, óŕ šéţ ţĥé ɱáŕĝíñ ƀý ĥáñð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕáţé ĥáš ñó áɱóúñţ íñ ${i?.currency}. ·~ ·~ ·~ ·~]`)
};

export const pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ĝáṽé ñó þŕíçé ƒóŕ ţĥíš ŕáţé. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš áñ áɱóúñţ þéŕ çóñţáíñéŕ, áñð ţĥíš šĥíþɱéñţ ĥáš ñó çóñţáíñéŕš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš áñ áɱóúñţ þéŕ ķíļóĝŕáɱ, áñð ţĥé ŕéǫúéšţ ĝíṽéš ñó ŵéíĝĥţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé ĥáš áñ áɱóúñţ ŵíţĥóúţ á çúŕŕéñçý. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥáţ çúŕŕéñçý ·~ ·~]`)
};

export const pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” áþþļíéš: á ${i?.level} ŕúļé, ţĥé ɱóšţ šþéçíƒíç óƒ ${i?.count} ţĥáţ ɱáţçĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕĝíñ ŕúļé ɱáţçĥéš ţĥíš ŕáţé: íţ šéļļš áţ íţš ƀúý þŕíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš áš šþéçíƒíç áš ${i?.names} áñð ŵíñš áš ţĥé óļðéŕ ŕúļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” áþþļíéš: á ${i?.level} ŕúļé, ţĥé óñļý óñé ţĥáţ ɱáţçĥéš. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš áš šþéçíƒíç áš ${i?.names} áñð ŵíñš áš á ŕúļé ýóú ŵŕóţé óṽéŕ á ðéƒáúļţ ɱáŕĝíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţ Ƒŕéíĝĥţ Ðéšķ ţó ýóúŕ áççóúñţ óñ á ƒŕéíĝĥţ šéŕṽíçé. Ýóú ĝéţ ţĥé ÁÞÍ ķéý áñð šéçŕéţ ƒŕóɱ ţĥé šéŕṽíçé óþéŕáţóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéŕṽíçé þŕóƒíļé ·~ ·~ ·~]`)
};

export const profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ·~]`)
};

export const profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ ·~ ]`)
};

export const profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ ·~ ]`)
};

export const profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš://… (þļáíñ ĥţţþ óñļý ƒóŕ á šéŕṽíçé óñ ţĥíš çóɱþúţéŕ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš://áþí.éẋáɱþļé.çóɱ ·~ ·~ ·~ ]`)
};

export const profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé ñáɱé óŕ áððŕéšš, óŕ ŕéþļáçé ţĥé ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éðíţ “${i?.name}” ·~]`)
};

export const profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ţó ķééþ ţĥé šţóŕéð ķéý. ·~ ·~ ·~ ·~ ·]`)
};

export const profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ţó ķééþ ţĥé šţóŕéð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const profile_form_name = /** @type {(inputs: Profile_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ·]`)
};

export const profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ţĥé þŕóƒíļé áþþéáŕš íñ ţĥé šţáţúš ƀáŕ, é.ĝ. “Þŕóðúçţíóñ”. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášé ÚŔĻ ñóŵ þóíñţš áţ ${i?.typed}, ñóţ ${i?.saved}. Ƒŕéíĝĥţ Ðéšķ šéñðš ţĥé šţóŕéð ķéý áñð šéçŕéţ óñļý ţó ţĥé šéŕṽéŕ ţĥéý ŵéŕé éñţéŕéð ƒóŕ, šó ţĥíš çĥáñĝé ñééðš ţĥé ķéý áñð šéçŕéţ ƒóŕ ţĥé ñéŵ óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šéŕṽéŕ: éñţéŕ íţš ÁÞÍ ķéý áñð šéçŕéţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕóƒíļé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

export const profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúíŕéð ƒóŕ ţĥé ñéŵ šéŕṽéŕ (šéé ţĥé ñóţé áƀóṽé). ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕóƒíļé ·~ ·]`)
};

export const profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð “${i?.name}”. Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ; Ƒŕéíĝĥţ Ðéšķ ñéṽéŕ šĥóŵš íţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ·~]`)
};

export const profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ: ·~ ]`)
};

export const profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţíóñ þŕóƒíļéš ·~ ·~ ·]`)
};

export const profiles_col_actions = /** @type {(inputs: Profiles_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéðéñţíáļš ·~ ·]`)
};

export const profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ·~]`)
};

export const profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúíļţ-íñ ðéɱó çŕéðéñţíáļš ·~ ·~ ·~ ]`)
};

export const profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé Ƒŕéíĝĥţ Ðéšķ ŵóŕķš ŵíţĥ. Ţĥé éɱƀéððéð šáñðƀóẋ ŕúñš óñ ţĥíš çóɱþúţéŕ ŵíţĥ ðéɱó ðáţá áñð ñééðš ñó áççóúñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţíñĝ ·~]`)
};

export const profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ þŕóƒíļéš… ·~ ·~ ]`)
};

export const profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šţóŕéð: éðíţ ţó áðð ţĥéɱ ·~ ·~ ·~ ·~]`)
};

export const profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé þŕóƒíļéš ·~ ·~ ·~ ·]`)
};

export const profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ƒóŕĝéţš ţĥíš þŕóƒíļé áñð ðéļéţéš íţš ÁÞÍ ķéý áñð šéçŕéţ ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ. Ţĥíš çáññóţ ƀé úñðóñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profiles_remove_body_active = /** @type {(inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ƒóŕĝéţš ţĥíš þŕóƒíļé áñð ðéļéţéš íţš ÁÞÍ ķéý áñð šéçŕéţ ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ. Ţĥíš çáññóţ ƀé úñðóñé; ţĥé áþþ šŵíţçĥéš ƀáçķ ţó ţĥé Šáñðƀóẋ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé þŕóƒíļé ·~ ·~]`)
};

export const profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéɱóṽé “${i?.name}” ·~ ·~ ·]`)
};

export const profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé “${i?.name}”? ·~ ]`)
};

export const profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ ·~ ·~ ·~ ·~]`)
};

export const profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šŵíţçĥ ţó “${i?.name}” ·~ ·~ ·~]`)
};

export const profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļéš ·~ ]`)
};

export const profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ţĥíš þŕóƒíļé ·~ ·~ ]`)
};

export const progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ þŕóĝŕéšš ·~ ·]`)
};

export const quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ÞÐƑ ·~ ]`)
};

export const quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áš ǫúóţéð ·~ ]`)
};

export const quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ ·]`)
};

export const quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀúý ·]`)
};

export const quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ áñð šĥíþɱéñţ ·~ ·~ ·]`)
};

export const quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

export const quotes_col_valid = /** @type {(inputs: Quotes_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð ·]`)
};

export const quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţéš ·~ ·~]`)
	
};

export const quotes_delete = /** @type {(inputs: Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ·~]`)
};

export const quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé (${i?.quote}) íš ðéļéţéð ƒŕóɱ ţĥé ƒŕéíĝĥţ šéŕṽíçé. Íţ çáññóţ ƀé ƀóóķéð áƒţéŕŵáŕðš, áñð ţĥíš çáññóţ ƀé úñðóñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ǫúóţé ·~ ·]`)
};

export const quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ţĥé ǫúóţé ·~ ·~ ·~ ·]`)
};

export const quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥíš ǫúóţé? ·~ ·~ ·]`)
};

export const quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíšţ ƀéļóŵ ŵáš ŕéáð áĝáíñ: íƒ ţĥé ǫúóţé (${i?.quote}) íš šţíļļ ļíšţéð, íţ ŵáš ñóţ ðéļéţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ ðéļéţéð ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ƒŕóɱ ${i?.carrier} ðéļéţéð. ·~ ·~ ·]`)
};

export const quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš šáṽéð ƒŕóɱ Ŕáţíñĝ. Ɓóóķ óñé ƀéƒóŕé íţ éẋþíŕéš; áñ éẋþíŕéð ǫúóţé ɱúšţ ƀé ŕáţéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

export const quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒóŕ ${i?.customer} ·]`)
};

export const quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó Ŕáţíñĝ ·~ ·]`)
};

export const quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.shown} šúŕçĥáŕĝé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.shown} šúŕçĥáŕĝéš ·~ ·~ ]`)
	
};

export const quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ]`)
};

export const quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ šáṽéð ǫúóţéš… ·~ ·~ ·~]`)
};

export const quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ áñð ðéļéţíñĝ ǫúóţéš ñééð ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúšţóɱéŕ ·~ ·]`)
};

export const quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕúļé ·~]`)
};

export const quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ áñð çĥóóšé Šáṽé ǫúóţé óñ ţĥé óƒƒéŕ ýóú ŵáñţ ţó ķééþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šáṽéð ǫúóţéš ·~ ·~]`)
};

export const quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ţĥé ǫúóţé éẋþíŕéð. Ŕáţé áĝáíñ ƒóŕ á çúŕŕéñţ þŕíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ţĥé šéŕṽíçé ðíð ñóţ šáý ţĥé šĥíþɱéñţ ţýþé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ çóñƒíŕɱéð ·~ ·~]`)
};

export const quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ŵíţĥóúţ á šéļļ þŕíçé óñ ţĥíš ðéšķ: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð šáṽé íţ ƒóŕ ýóúŕ çúšţóɱéŕ ţó šéñð á ÞÐƑ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀúý þŕíçé: ñóţ šóļð óñ ţĥíš ðéšķ ·~ ·~ ·~ ·~ ]`)
};

export const quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé ÞÐƑ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·]`)
};

export const quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé ÞÐƑ ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

export const quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÞÐƑ ļáñĝúáĝé ·~ ·]`)
};

export const quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ’š (${i?.language}) ·~ ·~]`)
};

export const quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéšķ’š (${i?.language}) ·~ ]`)
};

export const quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çúšţóɱéŕ’š, éļšé ${i?.language} ·~ ·~ ·~]`)
};

export const quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þíçķúþ ${i?.date} ·~]`)
};

export const quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[+ ɱáŕĝíñ ·~ ]`)
};

export const quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ·~]`)
};

export const quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð šáṽéð ǫúóţéš ·~ ·~ ·]`)
};

export const quotes_set_by_hand = /** @type {(inputs: Quotes_Set_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ƀý ĥáñð ·~ ·]`)
};

export const quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šĥóŵ ${i?.shown} šúŕçĥáŕĝé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Šĥóŵ ${i?.shown} šúŕçĥáŕĝéš ·~ ·~ ]`)
	
};

export const quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

export const quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝéš óƒ ţĥé ǫúóţé ƒŕóɱ ${i?.carrier} ·~ ·~ ·~ ·~]`)
};

export const quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáẋ ·]`)
};

export const quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çáŕŕíéŕ ·~ ·]`)
};

export const quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ·~ ·]`)
};

export const quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

export const quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ çáŕŕíéŕ ·~ ·~]`)
};

export const quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çáŕŕíéŕ ·~ ·~]`)
};

export const rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ĥáš ñó þóšţáļ-çóðé ļíšţ ƒóŕ ${i?.country}: íƒ ñó þļáçé íš šúĝĝéšţéð, ţýþé ţĥé þóšţáļ çóðé, çíţý áñð ŕéĝíóñ ƀéļóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļļéð íñ ƒŕóɱ ţĥé þļáçé ýóú þíçķ. Ţýþé ţĥéɱ óñļý ƒóŕ á þļáçé ţĥé ļóóķúþ ðóéš ñóţ ķñóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þļáçé ·]`)
};

export const rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[08001 óŕ Ɓáŕçéļóñá ·~ ·~ ·]`)
};

export const rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðé ·~ ·]`)
};

export const rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíóñ çóðé ·~ ·]`)
};

export const rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

export const rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕçŕáƒţ ·~ ]`)
};

export const rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽéš ·~]`)
};

export const rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéáƀļé ŵéíĝĥţ: ${i?.weight} ķĝ ·~ ·~ ·~]`)
};

export const rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţš ·~]`)
};

export const rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţ ·~]`)
};

export const rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţš ·~]`)
};

export const rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ: ·~ ]`)
};

export const rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒļíĝĥţš ĝíṽéñ. ·~ ·~ ]`)
};

export const rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕíçé + šúŕçĥáŕĝéš ·~ ·~ ·]`)
};

export const rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šúɱ óƒ ţĥé šúŕçĥáŕĝéš ·~ ·~ ·~]`)
};

export const rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ñóţ šáṽéð: ${i?.message} ·~ ·~ ]`)
};

export const rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé šáṽéð. ·~ ·]`)
};

export const rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé šáṽéð áš ${i?.number}. ·~ ·~ ]`)
};

export const rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ: ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šáṽéð. Çĥéçķ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ ·]`)
};

export const rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ţĥíš ŕáţé áš á ǫúóţé íƒ íţ íš ñóţ, áñð óþéñ íţš ƀóóķíñĝ ƒóŕɱ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šáṽé’š óúţçóɱé íš úñķñóŵñ: çĥéçķ Ǫúóţéš ƀéƒóŕé ƀóóķíñĝ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çáŕŕíéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáŕŕíéŕš ·~ ]`)
	
};

export const rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéáþéšţ ·~ ]`)
};

export const rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš ·~ ·]`)
};

export const rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ·]`)
};

export const rating_col_actions = /** @type {(inputs: Rating_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý ·]`)
};

export const rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ áñð šéŕṽíçé ·~ ·~ ·]`)
};

export const rating_col_delivery = /** @type {(inputs: Rating_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ ·]`)
};

export const rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

export const rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð ·]`)
};

export const rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

export const rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

export const rating_country_group_by_hand = /** @type {(inputs: Rating_Country_Group_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðé ţýþéð ƀý ĥáñð ·~ ·~ ·~ ]`)
};

export const rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš šúĝĝéšţéð ·~ ·~ ·~]`)
};

export const rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓúý ${i?.currency} ·]`)
};

export const rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý ƒŕóɱ ·~ ]`)
};

export const rating_csv_carrier = /** @type {(inputs: Rating_Csv_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó þŕíçé ·~ ]`)
};

export const rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕŕíéŕ þŕíçé ·~ ·~]`)
};

export const rating_csv_from_price_and_surcharges = /** @type {(inputs: Rating_Csv_From_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕíçé + šúŕçĥáŕĝéš ·~ ·~ ·]`)
};

export const rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šúɱ óƒ šúŕçĥáŕĝéš ·~ ·~ ]`)
};

export const rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ${i?.currency} ·~]`)
};

export const rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļé ·~ ·]`)
};

export const rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

export const rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð ·~ ·~ ·~ ·~ ·]`)
};

export const rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé íð ·~]`)
};

export const rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ƀý ĥáñð ·~ ·]`)
};

export const rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

export const rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ: ${i?.why} ·~ ]`)
};

export const rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ ${i?.currency} ·]`)
};

export const rating_csv_service = /** @type {(inputs: Rating_Csv_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

export const rating_csv_transit_days = /** @type {(inputs: Rating_Csv_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ðáýš ·~ ·]`)
};

export const rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çúŕŕéñçý ·~ ·~ ]`)
};

export const rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ·~ ·]`)
};

export const rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáý ·]`)
};

export const rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáýš ·]`)
};

export const rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý áððŕéšš ·~ ·~ ]`)
};

export const rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ·~]`)
};

export const rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šĥóŵ ţĥíš ŕáţé’š ðéţáíļš ·~ ·~ ·~ ·~ ·]`)
};

export const rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ŕáţé’š šúŕçĥáŕĝéš, çóñðíţíóñš áñð šçĥéðúļé… ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţ ·~]`)
};

export const rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áíŕþóŕţ ·~]`)
};

export const rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý, ñáɱé óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ]`)
};

export const rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš íñ ${i?.country} (ţĥé áððŕéšš ƀéļóŵ) ƒíŕšţ, ţĥéñ ţĥé ƀíĝĝéšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽáļ ·~]`)
};

export const rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý áððŕéšš (šţóŕé ðóóŕ) ·~ ·~ ·~ ·~]`)
};

export const rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţúŕé ·~ ]`)
};

export const rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

export const rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

export const rating_end_pickup_store_door = /** @type {(inputs: Rating_End_Pickup_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áððŕéšš (šţóŕé ðóóŕ) ·~ ·~ ·~ ·]`)
};

export const rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ ·]`)
};

export const rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ óƒ ðíšçĥáŕĝé ·~ ·~ ]`)
};

export const rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ óƒ ļóáðíñĝ ·~ ·~]`)
};

export const rating_end_port_noun = /** @type {(inputs: Rating_End_Port_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þóŕţ ·]`)
};

export const rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ ÚÑ/ĻÓÇÓÐÉ ·~ ·~ ]`)
};

export const rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŔĶŠŢ çóðé ·~ ]`)
};

export const rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

export const rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ýáŕð (ÇÝ) ·~ ·~ ·]`)
};

export const rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇÝ: ţĥé çóñšíĝñéé çóļļéçţš áţ ţĥé ţéŕɱíñáļ. ŠÐ: ţĥé çáŕŕíéŕ ðéļíṽéŕš ţó ţĥé ðóóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇÝ: ýóú ðéļíṽéŕ ţĥé çóñţáíñéŕ ţó ţĥé ţéŕɱíñáļ. ŠÐ: ţĥé çáŕŕíéŕ çóļļéçţš íţ áţ ýóúŕ ðóóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕé ðóóŕ (ŠÐ) ·~ ·~]`)
};

export const rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ ·~ ]`)
};

export const rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕáţé éẋþíŕéð: ŕáţé áĝáíñ ƒóŕ á çúŕŕéñţ þŕíçé ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_export_cancelled = /** @type {(inputs: Rating_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé éẋþóŕţ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_export_csv = /** @type {(inputs: Rating_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

export const rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš ŵéŕé ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

export const rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒášţéšţ ·~]`)
};

export const rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áļļ çáŕŕíéŕš (${i?.count}) ·~ ·~]`)
};

export const rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áļļ ${i?.shown} ŕáţé šĥóŵñ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Áļļ ${i?.shown} ŕáţéš šĥóŵñ ·~ ·~ ]`)
	
};

export const rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áñ áɱóúñţ šúçĥ áš 1200 óŕ 1200.50 ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý ·]`)
};

export const rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ŕáñĝé óñ ·~ ·~]`)
};

export const rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý þŕíçé (ţĥé çáŕŕíéŕ’š) ·~ ·~ ·~ ]`)
};

export const rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš ·~ ·~]`)
};

export const rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš íñ šéṽéŕáļ çúŕŕéñçíéš: éáçĥ ŕáñĝé áþþļíéš ţó ţĥé áɱóúñţš íñ íţš óŵñ çúŕŕéñçý; ñóţĥíñĝ íš çóñṽéŕţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á ŵĥóļé ñúɱƀéŕ óƒ ðáýš ·~ ·~ ·~ ·]`)
};

export const rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ĥíððéñ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ĥíððéñ ·~ ·~]`)
	
};

export const rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƀý ţĥé ƒíļţéŕš · ${i?.shown} óƒ ${i?.total} šĥóŵñ ·~ ·~ ·~ ·]`)
};

export const rating_filter_max_buy = /** @type {(inputs: Rating_Filter_Max_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáẋ. ƀúý (${i?.currency}) ·~ ·]`)
};

export const rating_filter_max_sell = /** @type {(inputs: Rating_Filter_Max_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáẋ. šéļļ (${i?.currency}) ·~ ·]`)
};

export const rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáẋ. ţŕáñšíţ (ðáýš) ·~ ·~ ·]`)
};

export const rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱíñíɱúɱ íš áƀóṽé ţĥé ɱáẋíɱúɱ ·~ ·~ ·~ ·~ ]`)
};

export const rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñ. ƀúý (${i?.currency}) ·~ ·]`)
};

export const rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñ. šéļļ (${i?.currency}) ·~ ·]`)
};

export const rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ þŕíçé ·~ ]`)
};

export const rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.address} íš ŕéǫúíŕéð: šéáŕçĥ ƀý çíţý óŕ þóšţáļ çóðé áñð þíçķ íţ ƒŕóɱ ţĥé ļíšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽáļ áíŕþóŕţ ·~ ·~]`)
};

export const rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒóŕɱ ·~ ]`)
};

export const rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

export const rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš çóɱé ƀáçķ íñ íţ. ·~ ·~ ·~ ]`)
};

export const rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš çļéáŕáñçé ·~ ·~ ]`)
};

export const rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ çļéáŕš çúšţóɱš. ·~ ·~ ·~ ·]`)
};

export const rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕóúš çáŕĝó ·~ ·~]`)
};

export const rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÐŔ / ÍÁŢÁ ÐĜŔ ĝóóðš. ·~ ·~ ·~]`)
};

export const rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţúŕé áíŕþóŕţ ·~ ·~ ]`)
};

export const rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó þļáçéš ƒŕóɱ ţĥé þóšţáļ-çóðé ļóóķúþ áñð áðð ţĥé þíéçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó áíŕþóŕţš, ŵĥéŕé ţĥé ĝóóðš áŕé çóļļéçţéð áñð ðéļíṽéŕéð, áñð ţĥé þíéçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó þóŕţš áñð ţĥé çóñţáíñéŕš óŕ çáŕĝó. Þŕíçéš çóɱé ƀáçķ áļļ-íñ, ƒŕéíĝĥţ þļúš šúŕçĥáŕĝéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţ ŕáţéš ·~ ]`)
};

export const rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ ·~ ·~ ]`)
};

export const rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ (óþţíóñáļ) ·~ ·~ ·~ ·~]`)
};

export const rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ṁáçĥíñé šþáŕé þáŕţš ·~ ·~ ·~ ]`)
};

export const rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ íš ŕéǫúíŕéð: ŵĥáţ íš šĥíþþéð, é.ĝ. “Šþáŕé þáŕţš” ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_form_goods_value = /** @type {(inputs: Rating_Form_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ·~ ·]`)
};

export const rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ íñšúŕáñçé áñð çúšţóɱš. ·~ ·~ ·~ ·]`)
};

export const rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ɱúšţ ƀé áñ áɱóúñţ šúçĥ áš 1250.50 (áţ ɱóšţ ţŵó ðéçíɱáļš) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ɱúšţ ƀé 0 óŕ ɱóŕé ·~ ·~ ·~ ·~]`)
};

export const rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé (óþţíóñáļ) ·~ ·~ ·~]`)
};

export const rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé íš ŕéǫúíŕéð ·~ ·~ ·~ ]`)
};

export const rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñšúŕáñçé ·~ ]`)
};

export const rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóṽéŕ ţĥé ĝóóðš ṽáļúé. ·~ ·~ ·~]`)
};

export const rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ŕáţíñĝ ·~]`)
};

export const rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţţíñĝ ŕáţéš ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ]`)
};

export const rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕ (ţĥé ðéšķ’š óŵñ ŕúļéš) ·~ ·~ ·~ ·~ ·]`)
};

export const rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ·~ ·]`)
};

export const rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ɱúšţ ƀé á ðáţé šúçĥ áš ${i?.example} ·~ ·~ ·~ ·~ ·]`)
};

export const rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ðáţé çáññóţ ƀé íñ ţĥé þášţ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé íš ŕéǫúíŕéð ·~ ·~ ·~ ]`)
};

export const rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áñð ĝóóðš ·~ ·~ ]`)
};

export const rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.end} íš ŕéǫúíŕéð: šéáŕçĥ ƒóŕ íţ áñð þíçķ íţ ƒŕóɱ ţĥé ļíšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļð ñééðš áţţéñţíóñ: ñóţĥíñĝ ŵáš šéñţ. ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļðš ñééð áţţéñţíóñ: ñóţĥíñĝ ŵáš šéñţ. ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

export const rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ƒóŕ ·~ ]`)
};

export const rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš ţĥé ŕáţéš ŵíţĥ ţĥé çúšţóɱéŕ’š ŕúļéš. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ŕéǫúíŕéð ·~ ·]`)
};

export const rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} šĥíþɱéñţ ·~ ]`)
};

export const rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

export const rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ðéţáíļš ·~ ·]`)
};

export const rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ, ţĥé ƒŕéíĝĥţ ŵíţĥ éṽéŕý šúŕçĥáŕĝé, þéŕ çúŕŕéñçý. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ þŕíçé, éṽéŕý çĥáŕĝé (ƒúéļ, íñšúŕáñçé, çúšţóɱš) íñçļúðéð. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ, ţĥé þŕíçé ŵíţĥ éṽéŕý šúŕçĥáŕĝé, ƒŕéíĝĥţ íñçļúðéð; ŵíţĥóúţ á þŕíçé ƒŕóɱ ţĥé çáŕŕíéŕ, ţĥé šúŕçĥáŕĝéš áððéð úþ þéŕ çúŕŕéñçý. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ŵéíĝĥţ ·~ ·]`)
};

export const rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ţýþé ·~ ·~]`)
};

export const rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéíĝĥţ ·~]`)
};

export const rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÍṀÓ ñúɱƀéŕ ·~ ]`)
};

export const rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéñĝţĥ ·~]`)
};

export const rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.noun} ${i?.number} ]`)
};

export const rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀóẋ ·]`)
};

export const rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕĝó ļíñé ·~ ]`)
};

export const rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóñţáíñéŕ ·~ ]`)
};

export const rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáļļéţ ·~]`)
};

export const rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þíéçé ·]`)
};

export const rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ ·~ ]`)
};

export const rating_line_pallet_type = /** @type {(inputs: Rating_Line_Pallet_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţ ţýþé ·~ ·]`)
};

export const rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúáñţíţý ·~ ]`)
};

export const rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕééƒéŕ ·~]`)
};

export const rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþþéŕ-óŵñéð ·~ ·~]`)
};

export const rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáçķáƀļé ·~ ]`)
};

export const rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé ·~]`)
};

export const rating_line_weight = /** @type {(inputs: Rating_Line_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ·~]`)
};

export const rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíðţĥ ·]`)
};

export const rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áðð ${i?.noun} ·]`)
};

export const rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóẋéš ·]`)
};

export const rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ·]`)
};

export const rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé… ·~]`)
};

export const rating_lines_container_types = /** @type {(inputs: Rating_Lines_Container_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ţýþéš ·~ ·~]`)
};

export const rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé çóñţáíñéŕ ţýþéš (ţĥé šþéç’š ţýþéš áŕé óƒƒéŕéð) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ·~ ]`)
};

export const rating_lines_lcl_hint = /** @type {(inputs: Rating_Lines_Lcl_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé íñ çúƀíç ɱéţŕéš áñð ŵéíĝĥţ íñ ķĝ, þéŕ þíéçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

export const rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţ ţýþéš ·~ ·]`)
};

export const rating_lines_pallet_types_failed = /** @type {(inputs: Rating_Lines_Pallet_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé þáļļéţ ţýþéš (ţĥé šţáñðáŕð óñéš áŕé óƒƒéŕéð) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

export const rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíéçéš ·~]`)
};

export const rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížéš íñ çɱ áñð ŵéíĝĥţ íñ ķĝ, þéŕ þíéçé. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕééƒéŕ ƒļáĝ ƒóļļóŵš ţĥé çóñţáíñéŕ ţýþé (ŔƑ áñð ĤŔƑ ţýþéš áŕé ŕééƒéŕš). Ŵéíĝĥţš íñ ķĝ þéŕ çóñţáíñéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.line} ·~]`)
};

export const rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ƒŕóɱ ţĥíš ðéšķ’š šáṽéð ļíšţ: ·~ ·~ ·~ ·~]`)
};

export const rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} (šéţ ƀý ţĥé ţýþé) ·~ ·~ ·]`)
};

export const rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

export const rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ ·~]`)
};

export const rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íñ ${i?.currency} šúçĥ áš 150 óŕ 150.50 ·~ ·~ ·~ ·~ ·]`)
};

export const rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļý ţó ţĥíš ǫúóţé ·~ ·~ ·]`)
};

export const rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé ŕúļé ·~ ·~ ]`)
};

export const rating_margin_by_hand = /** @type {(inputs: Rating_Margin_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ƀý ĥáñð ·~ ·~]`)
};

export const rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ]`)
};

export const rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé ñó ðéçíɱáļš ·~ ·~ ·~ ]`)
};

export const rating_margin_note_by_hand = /** @type {(inputs: Rating_Margin_Note_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ƀý ĥáñð ·~ ·]`)
};

export const rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rule} (ɱíñíɱúɱ) ·~ ]`)
};

export const rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕúļé ·~]`)
};

export const rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéţ ƀý ĥáñð: ${i?.amount} ·~ ·~]`)
};

export const rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[1 ${i?.from} = ${i?.rate} ${i?.to}, ţĥé ŕáţé óƒ éẋçĥáñĝé ýóú ĝáṽé ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱúɱ ɱáŕĝíñ ${i?.minimum}: ŕáíšéð ƀý ${i?.raised} ·~ ·~ ·~ ·]`)
};

export const rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ × ${i?.unit} þéŕ çóñţáíñéŕ = ${i?.amount} ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš × ${i?.unit} þéŕ çóñţáíñéŕ = ${i?.amount} ·~ ·~ ·~ ·~ ]`)
	
};

export const rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.kg} ķĝ × ${i?.unit} þéŕ ķĝ = ${i?.amount} ·~ ·~ ]`)
};

export const rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} þéŕ šĥíþɱéñţ ·~ ·~]`)
};

export const rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} þéŕ šĥíþɱéñţ = ${i?.amount} ·~ ·~ ]`)
};

export const rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.percent} % óƒ ${i?.of} = ${i?.amount} ·~ ]`)
};

export const rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé šúçĥ áš 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[% óƒ ţĥé ƀúý þŕíçé ·~ ·~ ·]`)
};

export const rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 150.00 ·~ ·]`)
};

export const rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12.5 ·~ ]`)
};

export const rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ ŕúļéš ļóáðíñĝ ·~ ·~ ·]`)
};

export const rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ŕúļéš áŕé šţíļļ ļóáðíñĝ. ·~ ·~ ·~ ·~ ·]`)
};

export const rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš ${i?.number}: ţĥé ǫúóţé ķééþš ţĥé þŕíçéš íţ ŵáš šáṽéð ŵíţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ƀý ĥáñð ƒóŕ ţĥíš ǫúóţé, íñšţéáð óƒ ţĥé ŕúļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

export const rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ úñķñóŵñ ·~ ·~]`)
};

export const rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ: ${i?.why} ·~ ]`)
};

export const rating_mode_air = /** @type {(inputs: Rating_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕ ·]`)
};

export const rating_mode_boxes = /** @type {(inputs: Rating_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóẋéš ·]`)
};

export const rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

export const rating_mode_sea_fcl = /** @type {(inputs: Rating_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ƑÇĻ (ƒúļļ çóñţáíñéŕ) ·~ ·~ ·~ ]`)
};

export const rating_mode_sea_lcl = /** @type {(inputs: Rating_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ĻÇĻ (ĝŕóúþáĝé) ·~ ·~ ·]`)
};

export const rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ĝáṽé ñó ƒúŕţĥéŕ ðéţáíļš. ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţé þáššéš ţĥé ƒíļţéŕš. Çļéáŕ ţĥéɱ ţó šéé éṽéŕý ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.reason} Šáṽíñĝ á ŕáţé ķééþš íţš þŕíçé áš á ǫúóţé, ŵíţĥ íţš ÞÐƑ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_not_saved = /** @type {(inputs: Rating_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ${i?.message} ·~ ·]`)
};

export const rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Ǫúóţéš ·~ ·]`)
};

export const rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱéŕíçáñ (ŕáţéð áš Çúšţóɱ) ·~ ·~ ·~ ·]`)
};

export const rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type} · áš Çúšţóɱ ·~ ·]`)
};

export const rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱ šížé ·~ ·]`)
};

export const rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éúŕó (ÉÚŔ 1) ·~ ·]`)
};

export const rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÚŔ 2 ·]`)
};

export const rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éúŕó þáļļéţš áŕé ŕáţéð áš ÉÚŔ 1 (120 × 80 çɱ). Áɱéŕíçáñ þáļļéţš (48 × 40 íñ) ĥáṽé ñó ŕáţíñĝ ţýþé óƒ ţĥéíŕ óŵñ: ţĥéý áŕé ŕáţéð áš Çúšţóɱ, 122 × 102 çɱ. Þíçķíñĝ á ţýþé ƒíļļš íţš ļéñĝţĥ áñð ŵíðţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚĶ šţáñðáŕð ·~ ·]`)
};

export const rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áððŕéšš ·~ ·~]`)
};

export const rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þíçķúþ ${i?.date} ·~]`)
};

export const rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð ·~ ·~ ·~ ·~ ·]`)
};

export const rating_price = /** @type {(inputs: Rating_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé çáŕŕíéŕš ƒóŕ ñéŵ ŕáţéš… ·~ ·~ ·~ ·~ ·]`)
};

export const rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ·~]`)
	
};

export const rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ĝéţ ŕáţéš ·~ ·~ ·]`)
};

export const rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áñóţĥéŕ þíçķúþ ðáţé, šþļíţ ţĥé ļóáð, óŕ çĥéçķ ţĥé þļáçéš áñð šížéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţéš ŕéçéíṽéð: ñó çáŕŕíéŕ óƒƒéŕš ţĥíš šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çáŕŕíéŕ óƒƒéŕš ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~ ]`)
};

export const rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš ƀéļóŵ áŕé ƒŕóɱ ţĥé þŕéṽíóúš ŕéǫúéšţ. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rates} ƒŕóɱ ${i?.carriers} ŕéçéíṽéð. ·~ ·~ ]`)
};

export const rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rates} ƒŕóɱ ${i?.carriers}${i?.route} · ŕéçéíṽéð ${i?.when} ·~ ·~ ·]`)
};

export const rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš ·]`)
};

export const rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ŕúļéš ·~ ]`)
};

export const rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš óƒ éẋçĥáñĝé ·~ ·~ ]`)
};

export const rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕúļé’š áɱóúñţš áŕé íñ á çúŕŕéñçý šóɱé ŕáţéš ĥáṽé ñóñé íñ: ţĥéíŕ ɱáŕĝíñ íš úñķñóŵñ úñţíļ ýóú ĝíṽé á ŕáţé óƒ éẋçĥáñĝé ƒóŕ ţĥéšé ǫúóţéš. Íţ íš ķéþţ ŵíţĥ éáçĥ ǫúóţé šáṽéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé šúçĥ áš 1.085 (úþ ţó 6 ðéçíɱáļš) ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[1 ${i?.from} íñ ${i?.to} ·~]`)
};

export const rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 1.085 ·~ ]`)
};

export const rating_sale_for_customer = /** @type {(inputs: Rating_Sale_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ þŕíçéš ƒóŕ ${i?.customer} (þíçķéð óñ ţĥé ƒóŕɱ áƀóṽé), ƒŕóɱ ${i?.rules}. Ţĥé çúšţóɱéŕ’š ÞÐƑ šĥóŵš ţĥé šéļļ þŕíçé óñļý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ þŕíçéš ƒóŕ ${i?.customer} (ţĥé ðéšķ’š óŵñ ŕúļéš), ƒŕóɱ ${i?.rules}. Ţĥé çúšţóɱéŕ’š ÞÐƑ šĥóŵš ţĥé šéļļ þŕíçé óñļý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_sale_no_customer = /** @type {(inputs: Rating_Sale_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúšţóɱéŕ ·~ ·]`)
};

export const rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļéš ·~ ·~]`)
	
};

export const rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ǫúóţé ·~ ·~ ·~ ]`)
};

export const rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ á ǫúóţé ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·]`)
};

export const rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šáṽé ţĥé ǫúóţé áñð ĝáṽé ñó ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ǫúóţé ·~ ]`)
};

export const rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

export const rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš: íƒ á ǫúóţé ƒŕóɱ ${i?.carrier} íš ļíšţéð, íţ ŵáš šáṽéð. Íƒ íţ íš ñóţ, ĝéţ ŕáţéš áĝáíñ áñð šáṽé ţĥé ñéŵ ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš: íƒ á ǫúóţé ƒŕóɱ ${i?.carrier} ƒóŕ ${i?.amount} íš ļíšţéð, íţ ŵáš šáṽéð. Íƒ íţ íš ñóţ, ĝéţ ŕáţéš áĝáíñ áñð šáṽé ţĥé ñéŵ ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šáṽéð ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_saved = /** @type {(inputs: Rating_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ·]`)
};

export const rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé. ·~ ·~ ]`)
};

export const rating_saved_as_quote_message = /** @type {(inputs: Rating_Saved_As_Quote_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé (${i?.message}). ·~ ·~ ·]`)
};

export const rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé, ${i?.number}. ·~ ·~ ·]`)
};

export const rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé, ${i?.number} (${i?.message}). ·~ ·~ ·~]`)
};

export const rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ɱóðé ·~ ·~]`)
};

export const rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý ]`)
};

export const rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

export const rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéáðļíñé ·~ ]`)
};

export const rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéáðļíñéš ·~ ]`)
};

export const rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

export const rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé-ţíɱé çóñðíţíóñš ·~ ·~ ·]`)
};

export const rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķíñð ·]`)
};

export const rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéĝ ${i?.number}${i?.leg} ·]`)
};

export const rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðéáðļíñéš ĝíṽéñ. ·~ ·~ ·]`)
};

export const rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒŕéé-ţíɱé çóñðíţíóñš ĝíṽéñ. ·~ ·~ ·~ ·~]`)
};

export const rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļéĝš ýéţ. ·~ ·]`)
};

export const rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļéĝš ýéţ: ţĥé šçĥéðúļé çóɱéš ŵíţĥ ţĥé çóñƒíŕɱáţíóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þéñáļţíéš ĝíṽéñ. ·~ ·~ ·]`)
};

export const rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţíéš ·~ ]`)
};

export const rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð. Ţĥé çáŕŕíéŕ çóñƒíŕɱš ţĥé ṽéššéļ áñð ţĥé ðáţéš áƒţéŕ ţĥé ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

export const rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ļéĝš ·~ ]`)
};

export const rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéššéļ ·~]`)
};

export const rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.note} · šéé Ðéţáíļš ·~ ·~]`)
};

export const rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéļļ þŕíçé íš ñóţ ķñóŵñ. ·~ ·~ ·~ ·~]`)
};

export const rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

export const rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ðéţáíļš ·~ ·]`)
};

export const rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóŕţíñĝ çóɱþáŕéš ţĥé áɱóúñţš íñ ${i?.currency}; ñóţĥíñĝ íš çóñṽéŕţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_sort_no_currency = /** @type {(inputs: Rating_Sort_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúŕŕéñçý ·~ ·]`)
};

export const rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

export const rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ šúŕçĥáŕĝéš ·~ ·~]`)
};

export const rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášíš ·]`)
};

export const rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

export const rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

export const rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ ${i?.group} ·~]`)
};

export const rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ šéñţ šóɱé áɱóúñţš ŵíţĥóúţ á çúŕŕéñçý: ţĥéý áŕé šĥóŵñ áš šéñţ, ŵíţĥóúţ á šýɱƀóļ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţé ļíšţš ñó šúŕçĥáŕĝéš. ·~ ·~ ·~ ·~]`)
};

export const rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫţý ·]`)
};

export const rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ ·]`)
};

export const rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ þŕíçé ·~ ]`)
};

export const rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš, ${i?.rates} ·~]`)
};

export const rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

export const rating_validity_days = /** @type {(inputs: Rating_Validity_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

export const rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ${i?.hours} ĥ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ${i?.hours} ĥ ·~ ]`)
	
};

export const rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ·~]`)
};

export const rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ${i?.duration} áĝó ·~ ·]`)
};

export const rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš íñ ${i?.duration} ·~ ·]`)
};

export const rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ]`)
};

export const rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ${i?.minutes} ɱíñ ·~]`)
};

export const rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļéšš ţĥáñ á ɱíñúţé ·~ ·~ ·]`)
};

export const rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.minutes} ɱíñ ·]`)
};

export const rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

export const rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñţíļ ${i?.when} ·~]`)
};

export const rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé çáŕŕíéŕš ƒóŕ ŕáţéš… ·~ ·~ ·~ ·~]`)
};

export const rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļļ íñ ţĥé šĥíþɱéñţ áƀóṽé áñð çĥóóšé Ĝéţ ŕáţéš. Ţĥé çáŕŕíéŕš’ óƒƒéŕš áŕé çóɱþáŕéð ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţéš ýéţ ·~ ·]`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţŕý ·]`)
};

export const route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝš ·~ ]`)
};

export const route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ƀóóķíñĝ áñð ţĥé ƀóóķíñĝ ƒóŕɱš íñ þŕóĝŕéšš. Ɓóóķ á ŕáţé ƒŕóɱ Ŕáţíñĝ óŕ á šáṽéð ǫúóţé ƒŕóɱ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš ·~ ]`)
};

export const route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðóçúɱéñţš éáçĥ ƀóóķéð šĥíþɱéñţ ñééðš: ðŕóþ ƒíļéš ţó úþļóáð ţĥéɱ, ðóŵñļóáð ţéɱþļáţéš áñð úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķúþš ·~]`)
};

export const route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé ðáţá ƒŕóɱ ţĥé ƒŕéíĝĥţ šéŕṽíçé: þóŕţš, çóñţáíñéŕ ţýþéš, þóšţáļ çóðéš, þáļļéţ ţýþéš áñð áíŕþóŕţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçíñĝ ·~]`)
};

export const route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ çúšţóɱéŕš áñð ɱáŕĝíñ ŕúļéš, ŵĥáţ ǫúóţéš áŕé šóļð áţ, áñð ţĥé ǫúóţéš ŕéþóŕţ þéŕ çúšţóɱéŕ áñð þéŕíóð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ·~]`)
};

export const route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ŕáţéš, ţĥéíŕ þŕíçéš áñð šúŕçĥáŕĝéš, áñð ŵĥéñ ţĥéý éẋþíŕé; ƀóóķ óŕ ðéļéţé ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţíñĝ ·~]`)
};

export const route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ƀóẋéš, þáļļéţš, šéá ƑÇĻ óŕ ĻÇĻ áñð áíŕ šĥíþɱéñţš, çóɱþáŕé ţĥé çáŕŕíéŕš’ óƒƒéŕš, šáṽé óñé áš á ǫúóţé óŕ ƀóóķ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const route_settings = /** @type {(inputs: Route_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ·~ ]`)
};

export const route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţíóñ þŕóƒíļéš (ţĥé éɱƀéððéð šáñðƀóẋ áñð ýóúŕ ƒŕéíĝĥţ šéŕṽíçé áççóúñţš), šýñç áñð ñóţíƒíçáţíóñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒš ·~]`)
};

export const route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ɱáŕíţíɱé ţáŕíƒƒš (ÇŠṼ, ÞÐƑ, ẊĻŠẊ…) áñð ŕéáð ţĥé ţáŕíƒƒ ŕéþóŕţ óƒ á çóñţŕáçţ, ŕáţé ƀý ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóðáý ·]`)
};

export const route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ çĥáñĝéð šíñçé ýóúŕ ļášţ ļóóķ, ƒŕéé ðáýš ŕúññíñĝ óúţ, ǫúóţéš éẋþíŕíñĝ ŵíţĥíñ á ðáý áñð ðóçúɱéñţš ɱíššíñĝ ƒóŕ þíçķúþš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ·~ ]`)
};

export const route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ƀóóķéð šĥíþɱéñţ, ƒíļţéŕéð áñð šóŕţéð; óþéñ óñé ƒóŕ íţš çóðéš, áððŕéššéš áñð ţŕáçķíñĝ ɱéššáĝéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ·]`)
};

export const save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð çóþý: ţĥé ƒíļé ţĥíš ðéšķ ķéþţ ŵáš šáṽéð ţó ${i?.where} ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ţó ${i?.where} ·~ ]`)
};

export const saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð. ·~]`)
};

export const session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţéð ·~ ]`)
};

export const session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñ ${i?.minutes} ɱíñ ·~]`)
};

export const session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñ ${i?.seconds} š ·]`)
};

export const session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ áñšŵéŕ ${i?.when} ·~ ·]`)
};

export const session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ ŵóŕķéð ${i?.when} ·~ ·]`)
};

export const session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéẋţ ţŕý ${i?.when} ·~ ]`)
};

export const session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áñšŵéŕ ýéţ íñ ţĥíš šéššíóñ ·~ ·~ ·~ ·~]`)
};

export const session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé ñó ŕéášóñ. ·~ ·~ ·~ ·]`)
};

export const session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒúšéð ·~]`)
};

export const session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ŕéƒúšéð ţĥé ÁÞÍ ķéý óŕ šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const session_sign_in = /** @type {(inputs: Session_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ·~]`)
};

export const session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ƒáíļéð ·~ ·~]`)
};

export const session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ ·~ ]`)
};

export const session_signed_out = /** @type {(inputs: Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ ·~ ]`)
};

export const session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ… ·~ ·]`)
};

export const session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕýíñĝ áĝáíñ ñóŵ… ·~ ·~ ]`)
};

export const session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñŕéáçĥáƀļé ·~ ·]`)
};

export const session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðóéš ñóţ áñšŵéŕ. ·~ ·~ ·~ ·~ ·~]`)
};

export const set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çóúļð ñóţ ƀé ŕéáð: ${i?.reason}. Ƒŕéíĝĥţ Ðéšķ šéţ íţ ášíðé úñçĥáñĝéð ŵĥéñ íţ šţáŕţéð, áñð šţáŕţéð ŵíţĥ óñļý ţĥé Šáñðƀóẋ þŕóƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóþý: ·~ ]`)
};

export const set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ĝéţ ýóúŕ þŕóƒíļéš ƀáçķ, ǫúíţ Ƒŕéíĝĥţ Ðéšķ, ŕéþáíŕ ţĥé çóþý áñð ŕéñáɱé íţ ţó šéţţíñĝš.ĵšóñ; óŕ áðð ţĥéɱ áĝáíñ ƀéļóŵ, ŵíţĥ ţĥéíŕ ÁÞÍ ķéýš áñð šéçŕéţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéţţíñĝš ƒíļé çóúļð ñóţ ƀé ŕéáð, šó ýóúŕ šéŕṽíçé þŕóƒíļéš áŕé ñóţ ļóáðéð ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šéŕṽíçé þŕóƒíļéš ŵéŕé ñóţ ļóáðéð, áñð ţĥé áþþ šţáŕţéð óñ ţĥé Šáñðƀóẋ. Ţĥé ƒíļé ŵáš ķéþţ, úñçĥáñĝéð, áš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŕéáð íţš šéţţíñĝš ƒíļé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé šéŕṽíçé šéñðš íš šĥóŵñ áļļ ţĥé šáɱé; íţ íš ñóţ ķéþţ ţó óþéñ óƒƒļíñé úñţíļ ţĥéñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ šáṽé ţó íţš ðáţá ƒóļðéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ƒŕóɱ íţ íñţó ţĥé ñéŵ šţóŕé: ${i?.what}. ·~ ·~ ·~ ·~ ·~]`)
};

export const store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðáɱáĝéð ƒíļé, ķéþţ úñçĥáñĝéð: ·~ ·~ ·~ ·~ ·]`)
};

export const store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšķ íš ƒúļļ: Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé ţó ${i?.folder}. Ƒŕéé šóɱé šþáçé óñ ţĥáţ ðíšķ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒíļé þáţĥ ·~ ]`)
};

export const store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ƀé ŕéƀúíļţ (óñļý ţĥé ðáɱáĝéð ƒíļé ĥéļð íţ): ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš ļóšţ ţĥáţ ţĥé šéŕṽíçé çáññóţ ĝíṽé ƀáçķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çóúļð ƀé ŕéáð ƒŕóɱ ţĥé ðáɱáĝéð ƒíļé, šó ŵĥáţéṽéŕ íţ ĥéļð óƒ ţĥéšé çóúļð ñóţ ƀé ŕéƀúíļţ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðáţá ƒóļðéŕ íš ŕéáð-óñļý: Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé ţó ${i?.folder}. Ṁáķé ţĥé ƒóļðéŕ ŵŕíţáƀļé (óŕ šţáŕţ Ƒŕéíĝĥţ Ðéšķ ŵíţĥ á ðáţá ƒóļðéŕ íţ çáñ ŵŕíţé ţó), ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çóúļð ñóţ ƀé ŕéáð (${i?.reason}). Ţĥé ñéŵ šţóŕé íš ƒíļļéð áĝáíñ ƒŕóɱ ţĥé šéŕṽíçé: ţĥé šĥíþɱéñţ ļíšţ ƀý ţĥé šýñç, óţĥéŕ ŕéçóŕðš áš ýóú óþéñ ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ŵáš ðáɱáĝéð, šó Ƒŕéíĝĥţ Ðéšķ šéţ íţ ášíðé áñð šţáŕţéð á ñéŵ óñé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝéš ·~ ]`)
};

export const sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ šýñç ·~ ·]`)
};

export const sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ${i?.shown} šĥíþɱéñţ… ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ${i?.shown} šĥíþɱéñţš… ·~ ·~ ·]`)
	
};

export const sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ţĥé šĥíþɱéñţ ļíšţ… ·~ ·~ ·~ ·]`)
};

export const sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ķééþš éáçĥ þŕóƒíļé'š šĥíþɱéñţš, ǫúóţéš áñð ðóçúɱéñţš íñ á ļóçáļ šţóŕé áñð šýñçš íţ ŵíţĥ ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé šéŕṽíçé ƒóŕ ţĥé šĥíþɱéñţ ļíšţ… ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţš šţóŕéð ƀéƒóŕé áŕé ķéþţ. ·~ ·~ ·~ ·~ ·~]`)
};

export const sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ šýñç çáñçéļļéð ${i?.when}. ·~ ·~ ·~]`)
};

export const sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ šýñç ƒáíļéð ${i?.when}: ${i?.message}. ·~ ·~ ·]`)
};

export const sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ·~ ·~ ·~]`)
};

export const sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ šýñçéð ·~ ·]`)
};

export const sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš šţóŕéð ýéţ. ·~ ·~ ·~ ]`)
};

export const sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ñóŵ ·~ ]`)
};

export const sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç óƒ ţĥé šĥíþɱéñţ ļíšţ ·~ ·~ ·~ ]`)
};

export const sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé šýñç šéţţíñĝš ·~ ·~ ·~ ·~ ]`)
};

export const sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé šýñç šéţţíñĝš ·~ ·~ ·~ ·~ ]`)
};

export const sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç šéţţíñĝš ·~ ·~]`)
};

export const sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç šţáţé ñóţ ķñóŵñ ýéţ ·~ ·~ ·~ ]`)
};

export const sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.shown} šĥíþɱéñţ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.shown} šĥíþɱéñţš ·~ ·~ ]`)
	
};

export const sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.done} óƒ ${i?.shown} šĥíþɱéñţ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.done} óƒ ${i?.shown} šĥíþɱéñţš ·~ ·~ ·~]`)
	
};

export const sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šýñçéð ${i?.when} ·~]`)
};

export const sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñçíñĝ… ·~ ]`)
};

export const sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ·]`)
};

export const sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáçĥ ţĥé šýñç: ${i?.message} ·~ ·~ ·~ ·]`)
};

export const tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ ${i?.name} ·]`)
};

export const tariffs_col_actions = /** @type {(inputs: Tariffs_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

export const tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ·~]`)
};

export const tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

export const tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

export const tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ţýþé ·~ ·]`)
};

export const tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱóðíţý ·~ ]`)
};

export const tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

export const tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ·~ ]`)
};

export const tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóšţš ·]`)
};

export const tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

export const tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

export const tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñé ·]`)
};

export const tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš ·]`)
};

export const tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

export const tariffs_col_transit = /** @type {(inputs: Tariffs_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

export const tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

export const tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ ·]`)
};

export const tariffs_col_valid = /** @type {(inputs: Tariffs_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð ·]`)
};

export const tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíá ·]`)
};

export const tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á çóɱɱéñţ íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱéñţš ·~ ]`)
};

export const tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Óñé çóɱɱéñţ þéŕ ļíñé. ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} çóɱɱéñţš (óñé þéŕ ļíñé) ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_contract_number = /** @type {(inputs: Tariffs_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ñúɱƀéŕ ·~ ·~]`)
};

export const tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ñúɱƀéŕ íš ŕéǫúíŕéð ·~ ·~ ·~ ·]`)
};

export const tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ṀŠÇ-2026-ÉŠ-ÇÑ ·~ ·~ ·]`)
};

export const tariffs_contract_reference = /** @type {(inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ŕéƒéŕéñçé ·~ ·~ ·]`)
};

export const tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ŕéƒéŕéñçé íš ŕéǫúíŕéð ·~ ·~ ·~ ·~]`)
};

export const tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóšţš óƒ ${i?.rate} ·~ ]`)
};

export const tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóšţ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóšţš ·~]`)
	
};

export const tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ·~]`)
	
};

export const tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ţáŕíƒƒ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ţáŕíƒƒš ·~ ]`)
	
};

export const tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ÇŠṼ ţáŕíƒƒ ĥáš óñé ŕóŵ þéŕ çóšţ (ŕóŵš ŵíţĥ ţĥé šáɱé ļáñé, çóñţáíñéŕ áñð ðáţéš ɱáķé óñé ŕáţé). Íţš ƒíŕšţ ļíñé íš ţĥíš ĥéáðéŕ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_date_like = /** @type {(inputs: Tariffs_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé á ðáţé ļíķé ${i?.example} ·~ ·~ ]`)
};

export const tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ íð ·~ ·]`)
};

export const tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš íɱþóŕţéð ·~ ·~]`)
};

export const tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð á ÇŠṼ ţéɱþļáţé ·~ ·~ ·~ ]`)
};

export const tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó áðð ţó ţĥíš ţáŕíƒƒ ·~ ·~ ·~ ·]`)
};

export const tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţáŕíƒƒ ƒíļéš ĥéŕé (ÇŠṼ, ÞÐƑ, ẊĻŠẊ…), óŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_export_csv = /** @type {(inputs: Tariffs_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

export const tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋţéŕñáļ íð ·~ ·]`)
};

export const tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ýóúŕ óŵñ ŕéƒéŕéñçé ƒóŕ ţĥíš ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ƒíļéš ·~ ·]`)
};

export const tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} ƒíļéš íñ óñé úþļóáð ·~ ·~ ·~ ·~]`)
};

export const tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð áţ ļéášţ óñé ţáŕíƒƒ ƒíļé (ðŕóþ íţ ĥéŕé óŕ çĥóóšé íţ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ðáţé ·~ ]`)
};

export const tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ðáţé íš ŕéǫúíŕéð ·~ ·~ ·~]`)
};

export const tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ŕáţéš ·~ ]`)
};

export const tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áççéþţéð: ${i?.limit}, áţ ɱóšţ ${i?.max} ƒíļéš. ·~ ·~ ·~ ·]`)
};

export const tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ñáɱé ·~ ·]`)
};

export const tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ţĥé ŕéþóŕţ çáñ ƒíļţéŕ ƀý íţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ: þáŕţ óƒ ţĥé ñáɱé. ·~ ·~ ·~ ·]`)
};

export const tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ļíšţš ñó çóšţš ƒóŕ ţĥíš ŕáţé. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒíļé áððéð ýéţ ·~ ·~ ]`)
};

export const tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ áççéþţ ţĥé ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţáŕíƒƒ ŵáš ñóţ úþļóáðéð ·~ ·~ ·~ ·]`)
};

export const tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úþļóáðéð ${i?.date} ·~ ]`)
};

export const tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ á ţáŕíƒƒ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš óƒ ${i?.contract} ·~ ]`)
};

export const tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ŕéƒúšéð ţĥé ţáŕíƒƒ ·~ ·~ ·~ ·~]`)
};

export const tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéþóŕţ: ${i?.counts} ·~ ]`)
};

export const tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ŕéþóŕţ ƒóŕ ${i?.contract} ·~ ·~ ·]`)
};

export const tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš óƒ á çóñţŕáçţ ţĥáţ áŕé ṽáļíð íñ á þéŕíóð, éáçĥ ŵíţĥ íţš çóšţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþóŕţ ƒáíļéð ·~ ·~ ]`)
};

export const tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.counts} ƒóŕ “${i?.contract}” ·~]`)
};

export const tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á çóñţŕáçţ ñúɱƀéŕ áñð ţĥé ƒíŕšţ ðáý óƒ ţĥé þéŕíóð, ţĥéñ “Šĥóŵ ŕéþóŕţ”. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ƒóŕ á ŕéþóŕţ ·~ ·~ ]`)
};

export const tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé ţáŕíƒƒ ŕéþóŕţ… ·~ ·~ ·~ ·]`)
};

export const tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ţáŕíƒƒ ƒóŕ “${i?.contract}” íñ ţĥíš þéŕíóð ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé çóñţŕáçţ ñúɱƀéŕ áñð ţĥé ðáţéš, óŕ úþļóáð ţĥé ţáŕíƒƒ áƀóṽé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ţáŕíƒƒ ŕéþóŕţ ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ŕéþóŕţ ·~ ·~]`)
};

export const tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ ·~ ·]`)
};

export const tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[2 ţó 4 ļéţţéŕš, é.ĝ. ṀÁÉÚ, ṀŠÇÚ. ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_scac_letters = /** @type {(inputs: Tariffs_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ íš 2 ţó 4 ļéţţéŕš (ƒóŕ éẋáɱþļé ṀÁÉÚ) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_scac_required = /** @type {(inputs: Tariffs_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ íš ŕéǫúíŕéð (ƒóŕ éẋáɱþļé ṀÁÉÚ) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ. Áðð ƒíļéš ţó úþļóáð áñóţĥéŕ ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ; óúţçóɱé úñķñóŵñ. Çĥéçķ ţĥé ŕéþóŕţ ƀéƒóŕé áððíñĝ ţĥéɱ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ŕáţéš ·~ ]`)
};

export const tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ŕéþóŕţ ·~ ·]`)
};

export const tariffs_status = /** @type {(inputs: Tariffs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

export const tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ·~ ]`)
};

export const tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš íš á ñúɱƀéŕ ·~ ·~ ·]`)
};

export const tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[1 · ŵíţĥ íɱþóŕţéð ŕáţéš ·~ ·~ ·~ ]`)
};

export const tariffs_status_without_rates = /** @type {(inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[0 · ŵíţĥóúţ ŕáţéš ·~ ·~ ]`)
};

export const tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé šáṽé ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·]`)
};

export const tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéɱþļáţé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

export const tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ðáţé ɱúšţ ñóţ ƀé ƀéƒóŕé ţĥé ƒŕóɱ ðáţé ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ðáţé ·~]`)
};

export const tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱþţý ɱéáñš ñó éñð ðáţé. ·~ ·~ ·~ ]`)
};

export const tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ţó šéñð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ţó šéñð ·~ ·~]`)
	
};

export const tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

export const tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé ţáŕíƒƒ ŕéþóŕţ ƀéļóŵ ƒóŕ çóñţŕáçţ ${i?.contract}: íƒ ţĥé ţáŕíƒƒ'š ŕáţéš áŕé ļíšţéð, íţ ŵéñţ ţĥŕóúĝĥ. Úþļóáð ţĥéšé ƒíļéš áĝáíñ óñļý íƒ ţĥéý áŕé ñóţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţáŕíƒƒ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ·~]`)
};

export const tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ţáŕíƒƒ ·~ ·~]`)
};

export const tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ƒíļéš ƒóŕ á çáŕŕíéŕ çóñţŕáçţ. ÇŠṼ ƒíļéš áŕé ŕéáð íñţó ŕáţéš áñð çóšţš; ÞÐƑ, ẊĻŠẊ áñð óţĥéŕ ƒíļéš áŕé šţóŕéð áš ţĥéý áŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð á ţáŕíƒƒ ·~ ·~]`)
};

export const tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ úþļóáðéð ·~ ·~]`)
};

export const tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒŕóɱ ${i?.start} ·]`)
};

export const tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñţíļ ${i?.end} ·~]`)
};

export const timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ·]`)
};

export const timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé ñóţ ĝíṽéñ ·~ ·~]`)
};

export const today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ ·~ ]`)
};

export const today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ íñ ţĥé ļíšţ ·~ ·~]`)
};

export const today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~]`)
};

export const today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝé ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
	
};

export const today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝé: “${i?.latest}” ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝéš: “${i?.latest}” ·~ ·~ ·~ ·]`)
	
};

export const today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

export const today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~ ]`)
};

export const today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ƀý ţĥé šéŕṽíçé šíñçé ${i?.when} (ķéþţ ĥéŕé) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝé ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝéš ·~ ]`)
	
};

export const today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš çĥáñĝéš, ÉŢÁ áñð þíçķúþ ðáţéš ţĥáţ ɱóṽéð, ñéŵ ţŕáçķíñĝ ɱéššáĝéš áñð ðóçúɱéñţš ṽáļíðáţéð óŕ ŕéƒúšéð áþþéáŕ ĥéŕé áš ţĥé šýñçš ƒíñð ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.text} (ţĥé ñéŵéšţ šĥóŵñ; ${i?.shown} ɱóŕé) ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.text} (ţĥé ñéŵéšţ šĥóŵñ; ${i?.shown} ɱóŕé) ·~ ·~ ·~ ·]`)
	
};

export const today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} šíñçé ýóúŕ ļášţ ļóóķ, ${i?.when} ·~ ·~ ·~ ]`)
};

export const today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} šíñçé ţĥíš ðéšķ šţáŕţéð ķééþíñĝ ţĥéɱ ·~ ·~ ·~ ·~ ·~]`)
};

export const today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð šíñçé ýóúŕ ļášţ ļóóķ ·~ ·~ ·~ ·~]`)
};

export const today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš ·~ ·~ ·~ ·~ ·~ ]`)
	
};

export const today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš áþþéáŕ ĥéŕé ŵĥíļé á ŕéǫúíŕéð ðóçúɱéñţ ĥáš ñó úþļóáð, óŕ ţĥéíŕ çĥéçķļíšţ ŵáš ñéṽéŕ óþéñéð óñ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķš úþ ${i?.pickup}: ${i?.missing} ñóţ úþļóáðéð ·~ ·~ ·~ ]`)
};

export const today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķš úþ ${i?.pickup}: íţš ðóçúɱéñţš ŵéŕé ñéṽéŕ çĥéçķéð óñ ţĥíš ðéšķ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš ƒóŕ þíçķúþš šóóñ ·~ ·~ ·~ ·]`)
};

export const today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çĥáŕĝé ŵíţĥíñ 48 ĥóúŕš óƒ ţĥé ļášţ ƒŕéé ðáý óŕ þášţ íţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çĥáŕĝéš ŵíţĥíñ 48 ĥóúŕš óƒ ţĥé ļášţ ƒŕéé ðáý óŕ þášţ íţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

export const today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.text} · ${i?.shown} ɱóŕé šĥíþɱéñţ çóúñţíñĝ ðóŵñ íñ Ţŕáçķíñĝ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.text} · ${i?.shown} ɱóŕé šĥíþɱéñţš çóúñţíñĝ ðóŵñ íñ Ţŕáçķíñĝ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð šéá šĥíþɱéñţš áþþéáŕ ĥéŕé 48 ĥóúŕš ƀéƒóŕé ţĥé ļášţ ƒŕéé ðáý óƒ ţĥéíŕ ðéɱúŕŕáĝé, ðéţéñţíóñ óŕ šţóŕáĝé, áñð šţáý ŵíţĥ ţĥé çĥáŕĝé áççŕúéð óñçé íţ ĥáš þáššéð, úñţíļ ţĥé çļóçķ šţóþš (ţĥé ŕéļéášé, ţĥé éɱþţý ŕéţúŕñ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ŕúññíñĝ óúţ ·~ ·~ ·~]`)
};

export const today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ ļóóķ ${i?.when}. ·~ ·]`)
};

export const today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ļíñé ñééðš á ļóóķ. ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ļíñéš ñééð á ļóóķ. ·~ ·~ ·]`)
	
};

export const today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķ áļļ šééñ ·~ ·~]`)
};

export const today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`)
	
};

export const today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ĥéŕé ñóŵ ·~ ·~ ]`)
};

export const today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ñééðš ýóú ŕíĝĥţ ñóŵ. ·~ ·~ ·~ ·~]`)
};

export const today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type}: éẋþíŕéš ${i?.when} ·~ ]`)
};

export const today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type}, ${i?.price}: éẋþíŕéš ${i?.when} ·~ ·]`)
};

export const today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

export const today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šóóñ ·]`)
};

export const today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţéš ·~ ·~]`)
	
};

export const today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ŵĥóšé ṽáļíðíţý éñðš íñ ţĥé ñéẋţ 24 ĥóúŕš áþþéáŕ ĥéŕé, ţó ƀóóķ ţĥéɱ íñ ţíɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš éẋþíŕíñĝ ŵíţĥíñ á ðáý ·~ ·~ ·~ ·~]`)
};

export const today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţóðáý’š óṽéŕṽíéŵ ·~ ·~ ·~ ·~ ]`)
};

export const today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţóðáý’š óṽéŕṽíéŵ… ·~ ·~ ·~ ]`)
};

export const today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ áļļ ·~ ]`)
};

export const today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.section}, ţĥé ŕéšţ ·~ ]`)
};

export const topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó… ·~]`)
};

export const tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ·]`)
};

export const tracking_changes_count = /** @type {(inputs: Tracking_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝé ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝéš ·~ ]`)
	
};

export const tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ áļļ çĥáñĝéš ·~ ·~ ]`)
};

export const tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéš šíñçé ļášţ šýñç ·~ ·~ ·~ ]`)
};

export const tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ çóðé ·~ ·]`)
};

export const tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ çóðé ·~ ·~]`)
};

export const tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áĝéñçý ·~]`)
};

export const tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

export const tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

export const tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

export const tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

export const tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

export const tracking_col_route = /** @type {(inputs: Tracking_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

export const tracking_col_sell = /** @type {(inputs: Tracking_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ ·]`)
};

export const tracking_col_status = /** @type {(inputs: Tracking_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

export const tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

export const tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé šĥíþɱéñţ ðéţáíļš ·~ ·~ ·~]`)
};

export const tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šĥíþɱéñţ ·~ ·~ ·~ ·]`)
};

export const tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šĥíþɱéñţ… ·~ ·~ ·~]`)
};

export const tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð ŵíţĥ áñóţĥéŕ šĥíþɱéñţ (${i?.other}) íñšţéáð óƒ ${i?.asked}. Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ šĥóŵ áñóţĥéŕ šĥíþɱéñţ'š ðéţáíļš áš ţĥíš óñé'š; ţŕý áĝáíñ, áñð íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

export const tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

export const tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíðéñ ţĥé ðáţéš óŕ çļéáŕ á ƒíļţéŕ. ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš ţĥéšé ƒíļţéŕš ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ šýñçš íţ ŵĥéñ ýóú šíĝñ íñ áñð éṽéŕý ƒéŵ ɱíñúţéš áƒţéŕ. Šýñç ñóŵ ţó ƒéţçĥ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ ŵáš ñéṽéŕ šýñçéð ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð šĥíþɱéñţš áþþéáŕ ĥéŕé. ·~ ·~ ·~ ·~]`)
};

export const tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţš ýéţ ·~ ·~ ]`)
};

export const tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé šþéļļíñĝ, óŕ çļéáŕ ţĥé šéáŕçĥ óŕ á ƒíļţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš “${i?.search}” ŵíţĥ ţĥéšé ƒíļţéŕš ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáŕçĥ ļóóķš íñ çóðéš, áĝéñçíéš, þļáçéš áñð ŕéƒéŕéñçéš. Çĥéçķ ţĥé šþéļļíñĝ, óŕ çļéáŕ ţĥé šéáŕçĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš “${i?.search}” ·~ ·~ ·~]`)
};

export const tracking_export_cancelled = /** @type {(inputs: Tracking_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé éẋþóŕţ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

export const tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíšţ ŵáš ñóţ éẋþóŕţéð ·~ ·~ ·~ ]`)
};

export const tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ţĥé ļíšţ ·~ ·~]`)
};

export const tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš: ñóţĥíñĝ ţó éẋþóŕţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ẊĻŠẊ ·~ ·]`)
};

export const tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ${i?.example} ·]`)
};

export const tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé á ðáţé ļíķé ${i?.example} ·~ ·~ ]`)
};

export const tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éñð ðáţé íš ƀéƒóŕé ţĥé šţáŕţ ðáţé ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ ðáţé ·~ ]`)
};

export const tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšþóŕţ óþéŕáţóŕ ·~ ·~ ·]`)
};

export const tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ óŕ áĝéñçý ·~ ·~ ]`)
};

export const tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

export const tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ðáţé ·~ ]`)
};

export const tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ]`)
};

export const tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ƀý áţ ɱóšţ ${i?.max} šţáţúšéš ·~ ·~ ·~ ·]`)
};

export const tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ·~ ]`)
};

export const tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļţéŕ áþþļíéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļţéŕš áþþļíéð ·~ ·~ ]`)
	
};

export const tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļý ƒíļţéŕš ·~ ·~]`)
};

export const tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš ·~ ·~]`)
};

export const tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ƒíļţéŕš ·~ ·~ ]`)
};

export const tracking_filters_status = /** @type {(inputs: Tracking_Filters_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

export const tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ·~]`)
};

export const tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.sum}, íƒ íţ ĥáš ñóţ šţóþþéð ·~ ·~ ·~ ]`)
};

export const tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.sum} šó ƒáŕ ·~]`)
};

export const tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé: çĥáŕĝéð ƒŕóɱ ţĥé ƒíŕšţ ðáý ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéð šó ƒáŕ: ${i?.sum} ·~ ·~ ]`)
};

export const tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.text} ]`)
};

export const tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.first}, ${i?.then} ·]`)
};

export const tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš ·~ ·]`)
	
};

export const tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.containers} óƒ ${i?.size} ·]`)
};

export const tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ (${i?.size}) ·~ ·]`)
};

export const tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáţé (${i?.zone}) ·~]`)
};

export const tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.day} áţ ${i?.port} ·]`)
};

export const tracking_free_days = /** @type {(inputs: Tracking_Free_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

export const tracking_free_days_charged_so_far = /** @type {(inputs: Tracking_Free_Days_Charged_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} (${i?.span}, šó ƒáŕ) ·~ ·]`)
};

export const tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} (${i?.span}) ·]`)
};

export const tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} ð ${i?.hours} ĥ ·]`)
};

export const tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ ŵáš ðéļíṽéŕéð ŵíţĥóúţ íţ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ñóţ ŕéþóŕţéð ·~ ·~ ]`)
};

export const tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ðíšçĥáŕĝé ·~ ·~ ·]`)
};

export const tracking_free_enter_empty_return = /** @type {(inputs: Tracking_Free_Enter_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé éɱþţý ŕéţúŕñ ·~ ·~ ·~]`)
};

export const tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ŕéļéášé ·~ ·~ ]`)
};

export const tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éñţéŕéð ƀý ĥáñð ·~ ·~]`)
};

export const tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ðáţé áñð ţĥé ţíɱé (ĥóúŕš áñð ɱíñúţéš) áţ ţĥé þóŕţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.event} éñţéŕéð ƀý ĥáñð ·~ ·~ ]`)
};

export const tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.moment} (ýóúŕ éñţŕý, ${i?.when}, íš šéţ ášíðé) ·~ ·~ ·~ ·~]`)
};

export const tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé-ţíɱé éṽéñţš ·~ ·~ ]`)
};

export const tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éṽéŕý šížé ·~ ]`)
};

export const tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

export const tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ·~ ]`)
};

export const tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáýš çĥáŕĝéð ·~ ·]`)
};

export const tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

export const tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ ƒŕéé ðáý ·~ ·~]`)
};

export const tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ çóñţáíñéŕ ·~ ·~]`)
};

export const tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé þéŕ ðáý ·~ ·~]`)
};

export const tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáŕţš áţ ${i?.event} ·~ ]`)
};

export const tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþš áţ ${i?.event} ·~ ]`)
};

export const tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days}, ƒŕóɱ ${i?.event} ·~]`)
};

export const tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ]`)
};

export const tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ (ĻÇĻ: óñé þŕíçé) ·~ ·~ ·~ ·~]`)
};

export const tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.duration} ļéƒţ ·]`)
};

export const tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.duration} ļéƒţ, ļášţ ƒŕéé ðáý ${i?.day} ·~ ·~ ·~]`)
};

export const tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.when} (${i?.portTime}) · ${i?.by} ·~]`)
};

export const tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} (çúŕŕéñçý ñóţ šţáţéð ƀý ţĥé ŕáţé) ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ðíð ñóţ ķééþ ţĥíš ƀóóķíñĝ’š þóŕţ óƒ ðéšţíñáţíóñ: ðáýš áŕé çóúñţéð íñ ÚŢÇ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ĝíṽéñ ƀý ţĥé ŕáţé ·~ ·~ ·~]`)
};

export const tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéŕɱš ·~ ]`)
};

export const tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ţĥé ŕáţé ĝáṽé ñó ƒŕéé ðáýš óŕ šţáŕţ éṽéñţ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ ·~ ]`)
};

export const tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ŕéþóŕţéð ·~ ·]`)
};

export const tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ŕéþóŕţéð ýéţ ·~ ·~ ]`)
};

export const tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šţáŕţéð ·~ ·]`)
};

export const tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ƒŕéé ţíɱé šţáŕţš áţ ${i?.event}, ${i?.notYet} ·~ ·~ ·~ ]`)
};

export const tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ·~]`)
};

export const tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ðíšçĥáŕĝéð ·~ ·~ ·]`)
};

export const tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ŕéļéášéð ·~ ·~ ]`)
};

export const tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éɱþţý ñóţ ýéţ ŕéţúŕñéð ·~ ·~ ·~ ·]`)
};

export const tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵíţĥíñ ƒŕéé ţíɱé, ñóţĥíñĝ çĥáŕĝéð ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þášţ ţĥé ļášţ ƒŕéé ðáý, ${i?.sum} šó ƒáŕ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ${i?.sum} šó ƒáŕ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţ ðúé ·~ ]`)
};

export const tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáýš óƒ ţĥé þóŕţ óƒ ${i?.name}, ${i?.zone} ţíɱé; ţíɱéš áŕé ţĥé þóŕţ’š. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíɱé žóñé óƒ ${i?.name} íš ñóţ ķñóŵñ ţó ţĥé ðéšķ: ðáýš áŕé çóúñţéð íñ ÚŢÇ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.port} ţíɱé ·]`)
};

export const tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þóŕţ ţíɱé ·~ ]`)
};

export const tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á ðáý þéŕ çóñţáíñéŕ ·~ ·~ ·]`)
};

export const tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á ðáý ƒóŕ ţĥé šĥíþɱéñţ ·~ ·~ ·~ ]`)
};

export const tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé šĥíþɱéñţ’š ƒŕéé ţíɱé ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéþóŕţéð ƀý ţĥé çáŕŕíéŕ ·~ ·~ ·~ ]`)
};

export const tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.from} ţó ${i?.through} ·]`)
};

export const tracking_free_start_unreported = /** @type {(inputs: Tracking_Free_Start_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ ñóţ ŕéþóŕţéð ·~ ·~ ·]`)
};

export const tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţáŕţš áţ ${i?.event}, ŵĥíçĥ ŵáš ñóţ ŕéþóŕţéð ţĥóúĝĥ ţĥé šĥíþɱéñţ ŵáš ðéļíṽéŕéð; éñţéŕ íţ íñ ţĥé šĥíþɱéñţ’š ƒŕéé ţíɱé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ ţĥé çóñţáíñéŕ íš šţíļļ áţ ţĥé ţéŕɱíñáļ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ ţĥé çóñţáíñéŕ íš šţíļļ óúţ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ íţ ĥáš ñóţ ĥáþþéñéð ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð ·~]`)
};

export const tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, ${i?.amounts} ·~ ]`)
};

export const tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţóþþéð áţ ${i?.event}, ${i?.when} (éñţéŕéð ƀý ĥáñð): ${i?.charged} ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, ñóñé çĥáŕĝéð ·~ ·~ ·~]`)
};

export const tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţóþþéð áţ ${i?.event}, ${i?.when}: ${i?.charged} ·~ ·~ ]`)
};

export const tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, çĥáŕĝé ñóţ ķñóŵñ ·~ ·~ ·~ ]`)
};

export const tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total} ·~ ]`)
};

export const tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} çĥáŕĝéð; ţĥé ŕáţé ĝáṽé ñó þŕíçé þéŕ ðáý ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} = ${i?.total} ·~]`)
};

export const tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} = ${i?.total} á çóñţáíñéŕ (ĥóŵ ɱáñý ŵéŕé ƀóóķéð íš ñóţ ķñóŵñ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ðíšçĥáŕĝé ·~ ·~]`)
};

export const tracking_free_the_empty_return = /** @type {(inputs: Tracking_Free_The_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éɱþţý ŕéţúŕñ ·~ ·~ ]`)
};

export const tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéļéášé ·~ ·]`)
};

export const tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šţáŕţ ðáý ·~ ·~]`)
};

export const tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţíɱé (${i?.zone}) ·~]`)
};

export const tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçĥáŕĝé ·~ ]`)
};

export const tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðíšçĥáŕĝé áţ ${i?.city} ·~ ·~]`)
};

export const tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱþţý ŕéţúŕñ ·~ ·]`)
};

export const tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļéášé (ƒúļļ ĝáţé óúţ) ·~ ·~ ·~ ]`)
};

export const tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ çóúñţíñĝ çĥáŕĝéš ŵĥóšé þŕíçé óŕ çóñţáíñéŕš áŕé ñóţ ķñóŵñ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóúñţíñĝ á çļóçķ ŵĥóšé éñð ŵáš ñóţ ŕéþóŕţéð áš šţíļļ ŕúññíñĝ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñðéŕ 1 ĥ ·~ ]`)
};

export const tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéþóŕţéð ·~ ·]`)
};

export const tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ·]`)
};

export const tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķíñð ·]`)
};

export const tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫţý ·]`)
};

export const tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížé ·]`)
};

export const tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ ·]`)
};

export const tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ·~]`)
};

export const tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš ·~]`)
};

export const tracking_goods_delivery_notes = /** @type {(inputs: Tracking_Goods_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ñóţéš ·~ ·~]`)
};

export const tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš óƒ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·]`)
};

export const tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñšúŕáñçé ·~ ]`)
};

export const tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ĥóúŕš ·~ ·]`)
};

export const tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ñóţéš ·~ ·]`)
};

export const tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš áñð šéŕṽíçé ·~ ·~ ]`)
};

export const tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} úñíţ ļíñé ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} úñíţ ļíñéš ·~ ·]`)
	
};

export const tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱóðíţý úñíţš ·~ ·~]`)
};

export const tracking_goods_value = /** @type {(inputs: Tracking_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ·~ ·]`)
};

export const tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ óþéñ ţĥé ţŕáçķíñĝ þáĝé ·~ ·~ ·~ ·~ ]`)
};

export const tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé çáŕŕíéŕ'š ţŕáçķíñĝ þáĝé ·~ ·~ ·~ ·~ ]`)
};

export const tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé á ţŕáçķíñĝ áððŕéšš ţĥáţ íš ñóţ á ŵéƀ ļíñķ; Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ óþéñ íţ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ·~ ]`)
	
};

export const tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕóŵ ķéýš ɱóṽé ţĥŕóúĝĥ ţĥé ļíšţ, Éñţéŕ óþéñš á šĥíþɱéñţ. Šóŕţ ŵíţĥ ţĥé çóļúɱñ ĥéáðéŕš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_list_load_failed = /** @type {(inputs: Tracking_List_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šĥíþɱéñţš ·~ ·~ ·~ ·~]`)
};

export const tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ šĥíþɱéñţš… ·~ ·~ ·]`)
};

export const tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ɱáţçĥéš ·~]`);
	return /** @type {LocalizedString} */ (`[ɱáţçĥ ·]`)
	
};

export const tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ·~]`)
};

export const tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ţĥé ļíšţ ŵíţĥ ţĥé šéŕṽíçé ñóŵ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[· šéŕṽíçé ţóţáļ ${i?.total} ·~ ·~ ]`)
};

export const tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

export const tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝéš áþþéáŕ ĥéŕé áš ţĥé çáŕŕíéŕ ŕéþóŕţš ţĥé šĥíþɱéñţ'š þŕóĝŕéšš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéĝ ${i?.number} ·]`)
};

export const tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ţŕáçķíñĝ ɱéššáĝéš… ·~ ·~ ·~ ·~]`)
};

export const tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé ñó šĥíþɱéñţ çóðé ţó ášķ ƒóŕ ɱéššáĝéš ŵíţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþðáţé ŵíţĥóúţ á ɱéššáĝé ·~ ·~ ·~ ]`)
};

export const tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţŕáçķíñĝ ɱéššáĝéš óƒ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţŕáçķíñĝ ɱéššáĝéš ýéţ ·~ ·~ ·~ ]`)
};

export const tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñéŵéšţ ƒíŕšţ ·~ ·]`)
};

export const tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéššáĝé íñ ţĥé šéŕṽíçé'š áñšŵéŕ íš áƀóúţ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}): íţ íš ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱéššáĝéš íñ ţĥé šéŕṽíçé'š áñšŵéŕ áŕé áƀóúţ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}): ţĥéý áŕé ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš, ñéŵéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ]`)
};

export const tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`)
	
};

export const tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

export const tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

export const tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

export const tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

export const tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ŵóŕð ɱúšţ áþþéáŕ; áñý çášé, áñý áççéñţš. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ šĥíþɱéñţš ·~ ·~ ]`)
};

export const tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé, áĝéñçý, þļáçé óŕ ŕéƒéŕéñçé ·~ ·~ ·~ ·~ ]`)
};

export const tracking_search_too_long = /** @type {(inputs: Tracking_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~]`)
};

export const tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ${i?.quote}: ƀóúĝĥţ áţ ${i?.buy}, ɱáŕĝíñ ${i?.margin}, šóļð áţ ${i?.sell} ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ${i?.quote} ƒóŕ ${i?.customer}: ƀóúĝĥţ áţ ${i?.buy}, ɱáŕĝíñ ${i?.margin}, šóļð áţ ${i?.sell} ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

export const tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝéš ƒŕóɱ ţĥé çáŕŕíéŕ áš ţĥé šĥíþɱéñţ ɱóṽéš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ úþðáţéš ·~ ·~ ]`)
};

export const tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕáçķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šŵíţçĥéð óƒƒ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕáçķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šŵíţçĥéð óñ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óƒƒ ·]`)
};

export const tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ šŵíţçĥéð óƒƒ ·~ ·~ ·~]`)
};

export const tracking_switch_off_failed = /** @type {(inputs: Tracking_Switch_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šŵíţçĥ ţŕáçķíñĝ óƒƒ. ${i?.title}: ${i?.message} ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ]`)
};

export const tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ šŵíţçĥéð óñ ·~ ·~ ·]`)
};

export const tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šŵíţçĥ ţŕáçķíñĝ óñ. ${i?.title}: ${i?.message} ·~ ·~ ·~ ·~ ]`)
};

export const tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ŵáš ŕéáð áĝáíñ: ţĥé šŵíţçĥ áƀóṽé šĥóŵš ŵĥáţ ţĥé šéŕṽíçé šáýš ñóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šŵíţçĥ ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šŵíţçĥ ţŕáçķíñĝ: ${i?.reason} ·~ ·~ ·~ ·~ ·~]`)
};

export const tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥíñĝ… ·~ ]`)
};

export const tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðóéš ñóţ šáý ŵĥéţĥéŕ ţŕáçķíñĝ íš óñ; íţ íš óñ úñļéšš šŵíţçĥéð óƒƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
};

export const tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĥáš ñóţ ļíšţéð ţĥíš šĥíþɱéñţ šíñçé ${i?.when}. Ƒŕéíĝĥţ Ðéšķ ķééþš ŵĥáţ íţ šţóŕéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ ·~ ]`)
};

export const typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ñúɱƀéŕ, šúçĥ áš 12.5 ·~ ·~ ·~ ·~ ]`)
};

export const typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŕéǫúíŕéð ·~ ·]`)
};

export const typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ, šúçĥ áš 2 ·~ ·~ ·~ ·~ ·]`)
};