// CPNGShim: placeholder, replaced by the PNG codec work.
#pragma once
int cpngshim_placeholder(void);
